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

/** A "Sign in" button with its sign-in form (see useSignIn). */
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
