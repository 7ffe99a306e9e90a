import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useSignIn } from './use-sign-in';

export interface SignInButtonProps extends Omit<
  ComponentPropsWithoutRef<'button'>,
  'type' | 'onClick' | 'children'
> {
  /** The button's text, from the widget's own catalog ("Sign in", "Sign in to check out"). */
  children: ReactNode;
  /** CSS part name of the button, for `::part()` theming. */
  part?: string;
}

/**
 * A "Sign in" button with its sign-in form (see useSignIn): the form's code is fetched when the
 * shopper points at or focuses the button. The button and form belong to the widget that renders
 * them; once the shopper is signed in, the widget usually stops rendering the button, and the
 * form goes with it.
 */
export function SignInButton({ children, onPointerEnter, onFocus, ...rest }: SignInButtonProps) {
  const signIn = useSignIn();
  return (
    <>
      <button
        type="button"
        {...rest}
        onClick={signIn.open}
        onPointerEnter={(event) => {
          signIn.prefetch();
          onPointerEnter?.(event);
        }}
        onFocus={(event) => {
          signIn.prefetch();
          onFocus?.(event);
        }}
      >
        {children}
      </button>
      {signIn.dialog}
    </>
  );
}
