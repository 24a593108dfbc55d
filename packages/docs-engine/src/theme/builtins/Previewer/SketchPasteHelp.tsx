import { lazy, Suspense } from 'react';
import { useText } from '../../../client/index.ts';
import './SketchPasteHelp.css';

// The dialog frame is shared with search and the phone menu, which load it on demand too: it
// stays out of the demos' first load.
const ModalDialog = lazy(() => import('../../components/ModalDialog.tsx'));

const SAMPLE = `// Turn your own page's components into Sketch layers the same way:
import { createRoot } from 'react-dom/client';
import { nodeToGroup } from 'html2sketch';
import Demo from './Demo';

const container = document.getElementById('root')!;
// React 18 and later. With React 17 or older, use the older render API:
// ReactDOM.render(<Demo />, container);
createRoot(container).render(<Demo />);

requestAnimationFrame(async () => {
  const group = await nodeToGroup(container);
  await navigator.clipboard.writeText(JSON.stringify(group.toSketchJSON()));
});`;

/** How to get the copied layers into Sketch, as a modal dialog. */
export default function SketchPasteHelp({ onClose }: { onClose: () => void }) {
  const t = useText();
  return (
    <Suspense fallback={null}>
      <ModalDialog
        className="de-previewer-dialog"
        aria-labelledby="de-sketch-help-title"
        onClose={onClose}
      >
        <h2 id="de-sketch-help-title">{t('previewer.actions.sketch.guide')}</h2>
        <ol>
          <li>
            Choose <strong>{t('previewer.actions.sketch.group')}</strong> or{' '}
            <strong>{t('previewer.actions.sketch.symbol')}</strong>: the demo as rendered is
            converted with html2sketch and its Sketch JSON is put on the clipboard.
          </li>
          <li>
            In Sketch, install a plugin that pastes Sketch JSON (for example <em>Sketch JSON</em> or{' '}
            <em>html2sketch</em>&apos;s companion plugin), then run its paste command: the layers
            appear on the current page.
          </li>
        </ol>
        <p>The same conversion in your own code:</p>
        <pre className="de-previewer-dialog-code">
          <code>{SAMPLE}</code>
        </pre>
        <form method="dialog">
          <button type="submit" className="de-previewer-dialog-close">
            {t('modal.close')}
          </button>
        </form>
      </ModalDialog>
    </Suspense>
  );
}
