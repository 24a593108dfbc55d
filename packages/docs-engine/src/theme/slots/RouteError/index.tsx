import { useRouteError } from 'react-router';
import { isChunkLoadError } from '../../../client/chunkErrors.ts';
import { useText } from '../../../client/useText.ts';
import './RouteError.css';

/**
 * What a route shows when it cannot render. A chunk that failed to load (deploy in between,
 * network gone) says so and offers a reload instead of leaving the page blank.
 */
export default function RouteError() {
  const error = useRouteError();
  const t = useText();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="de-route-error" role="alert">
      <p className="de-route-error-title">{t('layout.chunk.failed')}</p>
      <p className="de-route-error-message">
        {isChunkLoadError(error) ? `${error.name}: ${message}` : message}
      </p>
      <button type="button" className="de-button de-button-brand" onClick={() => window.location.reload()}>
        {t('layout.chunk.reload')}
      </button>
    </div>
  );
}
