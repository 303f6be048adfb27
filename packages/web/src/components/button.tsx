/** The app's buttons: one calm primary action per screen, quieter secondary and link styles. */
import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'link';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold transition-colors ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed';

const variants: Record<ButtonVariant, string> = {
  primary: 'min-h-11 px-5 py-2.5 bg-teal-700 text-white shadow-sm hover:bg-teal-800 disabled:bg-slate-200 disabled:text-slate-600 disabled:shadow-none',
  secondary: 'min-h-11 px-4 py-2.5 border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:text-slate-500',
  quiet: 'min-h-10 px-3 py-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  link: 'px-0.5 py-0.5 text-teal-800 underline underline-offset-4 decoration-teal-800/40 hover:decoration-teal-800',
};

export function buttonClasses(variant: ButtonVariant, extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export function Button({ variant = 'primary', className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
