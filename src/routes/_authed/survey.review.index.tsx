import { createFileRoute } from '@tanstack/react-router';
import { ReviewPage } from '../../features/survey/review-page';

/** The submissions table of assessors and the central financial council. */
export const Route = createFileRoute('/_authed/survey/review/')({ component: ReviewPage });
