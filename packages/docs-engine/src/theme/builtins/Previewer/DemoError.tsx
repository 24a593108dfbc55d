import { useText } from '../../../client/index.ts';

/** A demo's compile or render error, shown under the demo. */
export default function DemoError({ error }: { error: Error }) {
  const t = useText();
  return (
    <div className="de-previewer-error" role="alert">
      <p className="de-previewer-error-title">{t('previewer.demo.crashed')}</p>
      <pre className="de-previewer-error-message">{error.message || String(error)}</pre>
      {error.stack && (
        <details>
          <summary>{t('previewer.demo.stack')}</summary>
          <pre>{error.stack}</pre>
        </details>
      )}
    </div>
  );
}
