import { Box, Float, Circle, Link as ChakraLink } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useBasketCount } from '../lib/basket-count';

export const BASKET_ANIMATION_MS = 1000;

/** The basket with its item count; it bounces for 1 s when the count changes (not with reduced motion). */
export function BasketBadge() {
  const count = useBasketCount();
  const { t } = useLingui();
  const [animating, setAnimating] = useState(false);
  const previous = useRef(count);
  useEffect(() => {
    if (previous.current === count) return;
    previous.current = count;
    setAnimating(true);
    const id = setTimeout(() => setAnimating(false), BASKET_ANIMATION_MS);
    return () => clearTimeout(id);
  }, [count]);
  return (
    <ChakraLink asChild color="inherit" position="relative" p={1.5} borderRadius="md">
      <Link
        to="/clubs"
        aria-label={t`Basket: ${plural(count, { one: '# item', other: '# items' })}`}
        data-testid="basket"
      >
        <Box
          as="span"
          display="inline-block"
          animationName={animating ? 'bounce' : undefined}
          animationDuration="1s"
          _motionReduce={{ animation: 'none' }}
          data-animating={animating || undefined}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2.2 8.2a2 2 0 0 1-1.9 1.5H8.1a2 2 0 0 1-2-1.6L3.6 2H1V0h4.2l.4 2H5.2Z"
            />
          </svg>
        </Box>
        {count > 0 && (
          <Float placement="top-end" offset={1.5}>
            <Circle size={4.5} bg="gold.500" color="black" fontSize="2xs" fontWeight="bold" aria-hidden>
              {count}
            </Circle>
          </Float>
        )}
      </Link>
    </ChakraLink>
  );
}
