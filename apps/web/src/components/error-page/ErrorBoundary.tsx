import { Component, type ReactNode } from 'react';
import { appFlags } from '../../state/app-flags';
import { AppFlagPage, UnexpectedErrorPage } from './AppFlagPage';

/**
 * A screen's code or styles that could not be fetched (the connection dropped, or a new release
 * replaced the files): Chromium, Firefox and Safari word it differently; Vite adds its own for CSS.
 */
export function isLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch/i.test(
    message,
  );
}

interface Props {
  /** A new value (the route) clears a caught error, so the player can go elsewhere. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Never a blank page (issue 18): a screen whose code cannot load shows SPEC §8's connection-error
 * page, and any other crash of a screen a short apology, both with a reload that works once the
 * network is back.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown) {
    if (isLoadFailure(error)) appFlags.set('connectionError');
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return isLoadFailure(this.state.error) ? <AppFlagPage flag="connectionError" /> : <UnexpectedErrorPage />;
  }
}
