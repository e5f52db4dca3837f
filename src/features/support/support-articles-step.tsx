/**
 * The last step of the support form and of the issue wizard (seed 3 §2): the articles suggested for the
 * chosen category, the e-mail address the reply goes to (with a way back to edit it), and the box "none of
 * these articles answer my query", which the query needs before it is sent.
 */
import { Box, Button, Checkbox, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller } from 'react-hook-form';
import type { SupportCategory } from '../../../domain/support/enums';
import { SUPPORT_ARTICLES } from './support-articles';
import type { SupportForm } from './support-fields';

export function ArticlesAndConfirm(props: {
  form: SupportForm;
  category: SupportCategory | '';
  email: string;
  onEditEmail: () => void;
}) {
  const { i18n } = useLingui();
  const { category, email } = props;
  return (
    <Stack gap={4}>
      {(category ? SUPPORT_ARTICLES[category] : []).map((a) => (
        <Box key={a.title.id} as="article" p={3} borderWidth="1px" borderRadius="md">
          <Heading as="h3" size="sm">
            {i18n._(a.title)}
          </Heading>
          <Text>{i18n._(a.body)}</Text>
        </Box>
      ))}
      <HStack gap={3} flexWrap="wrap" data-testid="support-confirm-email">
        <Text>
          <Trans>We will reply to {email}</Trans>
        </Text>
        <Button size="sm" variant="outline" onClick={props.onEditEmail}>
          <Trans>Edit e-mail</Trans>
        </Button>
      </HStack>
      <Controller
        control={props.form.control}
        name="noArticleAnswers"
        render={({ field, fieldState }) => (
          <Stack gap={1}>
            <Checkbox.Root
              checked={field.value === true}
              invalid={Boolean(fieldState.error)}
              onCheckedChange={(e) => {
                field.onChange(e.checked === true);
                field.onBlur();
              }}
            >
              <Checkbox.HiddenInput name={field.name} ref={field.ref} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>
                <Trans>None of these articles answer my query</Trans>
              </Checkbox.Label>
            </Checkbox.Root>
            {fieldState.error?.message && (
              <Text color="fg.error" fontSize="sm">
                {i18n._(fieldState.error.message)}
              </Text>
            )}
          </Stack>
        )}
      />
    </Stack>
  );
}
