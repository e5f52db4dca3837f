import { createFileRoute } from '@tanstack/react-router';
import { SignInCallback } from '../../features/auth/sign-in-callback';

export const Route = createFileRoute('/auth/callback')({ component: SignInCallback });
