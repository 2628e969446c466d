import type { Stripe } from '@stripe/stripe-js';
// The pure entry injects Stripe.js only when loadStripe is called: the default entry
// would inject it on import, and the shop must work offline without a key (docs/decisions.md, "Stripe Elements").
import { loadStripe } from '@stripe/stripe-js/pure';

let loaded: { publishableKey: string; stripe: Promise<Stripe | null> } | null = null;

// Stripe.js for a publishable key, loaded once and shared by every card form. Answers
// null when it cannot load (offline, blocked); that failure is forgotten, so the next
// card form tries again.
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  if (loaded?.publishableKey !== publishableKey) {
    const stripe: Promise<Stripe | null> = loadStripe(publishableKey).catch(() => {
      if (loaded?.stripe === stripe) loaded = null;
      return null;
    });
    loaded = { publishableKey, stripe };
  }
  return loaded.stripe;
}
