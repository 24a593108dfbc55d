import { Component, type ReactNode } from 'react';
import { isChunkLoadError, useText } from '../../../client/index.ts';
import './RouteError.css';

/**
 * What a route shows when it cannot render. A chunk that failed to load (a deploy in between,
 * the network gone) says so and offers a reload instead of leaving the page blank.
 */
export default function RouteError({ error }: { error: unknown }) {
  const t = useText();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="de-route-error" role="alert">
      <p className="de-route-error-title">{t('layout.chunk.failed')}</p>
      <p className="de-route-error-message">
        {isChunkLoadError(error) ? `${error.name}: ${message}` : message}
      </p>
      <button
        type="button"
        className="de-button de-button-brand"
        onClick={() => window.location.reload()}
      >
        {t('layout.chunk.reload')}
      </button>
    </div>
  );
}

/** Catches what a lazily loaded route throws, including its chunk failing to load. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteError error={this.state.error} />
    );
  }
}
