import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** Our own tags, so a widget can render another widget's tag (it is loaded by the lazy registry). */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'store-account-menu': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
      'store-mini-cart': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
