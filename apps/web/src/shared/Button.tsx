/** The page's button: three variants and two sizes, always a real <button>. */
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from './cx';

type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'md' | 'lg' | 'icon';
  ref?: Ref<HTMLButtonElement>;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-white shadow-sm hover:bg-slate-800 disabled:bg-slate-400',
  secondary: 'border border-line bg-white text-ink hover:bg-slate-50 disabled:text-slate-400',
  ghost: 'text-muted hover:bg-slate-100 hover:text-ink disabled:text-slate-300',
};

const SIZES = {
  md: 'h-9 px-3.5 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2.5',
  icon: 'h-9 w-9 justify-center',
};

export function Button({ variant = 'secondary', size = 'md', className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(
        'inline-flex items-center rounded-lg font-medium transition-colors disabled:cursor-not-allowed',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...rest}
    />
  );
}
