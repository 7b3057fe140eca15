/**
 * Header auth controls (spec §2): Sign In when signed out (a 44 px icon below 640 px); the email and a sign-out icon
 * button when signed in, folded into the account menu below 640 px.
 */
import { LogIn, LogOut } from 'lucide-react';
import type { AuthSnapshot } from '../../shared/api';
import { Button } from '../../shared/Button';
import { AccountMenu } from './AccountMenu';

export interface AuthControlsProps {
  auth: AuthSnapshot;
  onSignIn: () => void;
  onSignOut: () => void;
}

export function AuthControls({ auth, onSignIn, onSignOut }: AuthControlsProps) {
  if (auth.status === 'loading') {
    return <span aria-hidden="true" className="h-9 w-24 animate-pulse rounded-lg bg-slate-100" />;
  }
  if (auth.status === 'anonymous') {
    return (
      <Button onClick={onSignIn} aria-label="Sign In" className="shrink-0 max-sm:h-11 max-sm:w-11 max-sm:justify-center max-sm:px-0">
        <LogIn aria-hidden="true" className="h-4 w-4" />
        <span className="hidden sm:inline">Sign In</span>
      </Button>
    );
  }
  return (
    <>
      <div className="hidden min-w-0 items-center gap-1 sm:flex">
        <span className="min-w-0 max-w-[16rem] truncate text-sm text-muted" title={auth.user.email} data-testid="user-email">
          {auth.user.email}
        </span>
        {/* A native title, not a Radix tooltip: the header ships in the initial chunk and must stay light. */}
        <Button variant="ghost" size="icon" aria-label="Sign out" title="Sign out" onClick={onSignOut}>
          <LogOut aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      <AccountMenu email={auth.user.email} onSignOut={onSignOut} />
    </>
  );
}
