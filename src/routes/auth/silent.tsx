import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getUserManager } from '../../auth/user-manager';

function Silent() {
  useEffect(() => {
    void getUserManager().then((um) => um.signinSilentCallback());
  }, []);
  return null;
}

export const Route = createFileRoute('/auth/silent')({ component: Silent });
