/**
 * Keeps one view's failure inside that view: the header, the footer and the rest of the page stay, and the view says
 * what happened with a way forward. A view whose code could not be fetched is fetched again by Try again; when it still
 * cannot be had while online (a redeploy renamed the chunks), the page reloads, and the kept workspace and view state
 * (features/workspace) bring the visitor back to where they were.
 */
import { AlertTriangle, WifiOff } from 'lucide-react';
import { Component, createRef, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './Button';
import { isChunkLoadFailure, isOffline } from './load-failure';

export interface ViewBoundaryProps {
  /** The view as a sentence starts it: "The editor", "Your logo system". */
  name: string;
  /** Fetches the view's code again (lazy-view.tsx); absent for views that are not loaded lazily. */
  retry?: () => Promise<void>;
  /** A second way out, e.g. back to the result the editor was opened from. */
  leave?: { label: string; onLeave: () => void };
  /** Reloads the page (tests pass their own). */
  reload?: () => void;
  children: ReactNode;
}

interface ViewBoundaryState {
  error: unknown;
  retrying: boolean;
  /** Try again was pressed for a view that broke while drawing: pressed again, it reloads. */
  retried: boolean;
}

function explain(error: unknown): string {
  if (isChunkLoadFailure(error)) {
    return isOffline()
      ? 'You are offline, so its code could not be fetched. Your work is kept in this browser: once you are connected, try again.'
      : 'Its code could not be fetched; Logo DNA may have been updated since this page was opened. Try again fetches it, or reloads the page if it changed. Your work is kept.';
  }
  return 'Something went wrong while showing it. Your work is kept in this browser: try again, or it reloads the page.';
}

export class ViewBoundary extends Component<ViewBoundaryProps, ViewBoundaryState> {
  override state: ViewBoundaryState = { error: null, retrying: false, retried: false };
  private readonly retryButton = createRef<HTMLButtonElement>();

  static getDerivedStateFromError(error: unknown): Partial<ViewBoundaryState> {
    return { error: error ?? new Error('The view failed'), retrying: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.name} failed`, error, info.componentStack);
  }

  override componentDidUpdate(_props: ViewBoundaryProps, previous: ViewBoundaryState): void {
    // Focus moves to the way forward, as it moves to a new view's heading.
    if (this.state.error && !previous.error) this.retryButton.current?.focus();
  }

  private reload(): void {
    (this.props.reload ?? (() => window.location.reload()))();
  }

  private readonly tryAgain = async () => {
    const { error, retried } = this.state;
    if (!isChunkLoadFailure(error)) {
      if (retried) this.reload();
      else this.setState({ error: null, retried: true });
      return;
    }
    this.setState({ retrying: true });
    try {
      await this.props.retry?.();
      this.setState({ error: null, retrying: false });
    } catch (again) {
      // Online and still missing: the build changed under this page; a reload fetches the new one.
      if (!isOffline()) this.reload();
      else this.setState({ error: again, retrying: false });
    }
  };

  override render(): ReactNode {
    const { error, retrying } = this.state;
    if (!error) return this.props.children;
    const offline = isChunkLoadFailure(error) && isOffline();
    const Icon = offline ? WifiOff : AlertTriangle;
    const { leave } = this.props;
    return (
      <div role="alert" className="mx-auto max-w-xl rounded-2xl border border-line bg-white p-5 shadow-card sm:p-6">
        <div className="flex items-start gap-3">
          <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-900" />
          <div className="min-w-0">
            <h2 className="text-base font-semibold tracking-tight text-ink">{this.props.name} could not load</h2>
            <p className="mt-1 text-sm text-muted">{explain(error)}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button
                ref={this.retryButton}
                variant="primary"
                onClick={() => void this.tryAgain()}
                disabled={retrying}
                aria-busy={retrying}
              >
                {retrying ? 'Trying again…' : 'Try again'}
              </Button>
              {leave ? <Button onClick={leave.onLeave}>{leave.label}</Button> : null}
            </div>
          </div>
        </div>
      </div>
    );
  }
}
