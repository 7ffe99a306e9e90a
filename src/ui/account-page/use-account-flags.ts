import { useFlag } from '../../core/react/use-store';
import type { AccountFlags } from './account-pages';

/** The flags that hide account pages, live (a flag turned off hides its page at once). */
export function useAccountFlags(): AccountFlags {
  return {
    'order-history': useFlag('order-history'),
    'address-book': useFlag('address-book'),
    'my-account-qualifications': useFlag('my-account-qualifications'),
  };
}
