// Re-exports @stripe/terminal-js's loader. A plain module with its own types (stripe-terminal-sdk.d.ts):
// the package's types pull in an older `stripe` whose ambient `declare module 'stripe'` would replace the
// server's Stripe SDK types in the one TypeScript program.
export { loadStripeTerminal } from '@stripe/terminal-js';
