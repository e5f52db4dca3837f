import type { Policy } from '../auth/access.ts';

/** Any signed-in person may sync; what each collection holds and each operation may do is checked inside. */
export const syncPolicy = {
  'sync.pull': () => true,
  'sync.push': () => true,
} satisfies Policy;
