import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/support/contact-page';

/** /contact: the same contact page as /contact-form, inside the signed-in shell (seed 3 §2). */
export const Route = createFileRoute('/_authed/contact')({ component: () => <ContactPage /> });
