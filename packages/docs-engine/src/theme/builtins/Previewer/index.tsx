import { useRef, useState } from 'react';
import {
  type LoadedDemo,
  siteData,
  useDemo,
  useHydrated,
  useLocale,
  useLocation,
  useText,
} from '../../../client/index.ts';
import HydrationBoundary from '../../components/HydrationBoundary.tsx';
import DemoError from './DemoError.tsx';
import LazyCodePanel from './LazyCodePanel.tsx';
import LiveDemoView from './LiveDemoView.tsx';
import { liveSourceMessage } from './liveSourceMessage.ts';
import PreviewerActions from './PreviewerActions.tsx';
import { useLiveDemo } from './useLiveDemo.ts';
import './Previewer.css';

export interface PreviewerProps {
  id: string;
  title?: string;
  description?: string;
}

/** Whether the URL's hash names this box, once hydrated (the prerendered HTML cannot know it). */
function useHashIs(id: string): boolean {
  const { hash } = useLocation();
  return useHydrated() && hash === `#${id}`;
}

function DemoBox({
  demo,
  title,
  description,
}: {
  demo: LoadedDemo;
  title?: string;
  description?: string;
}) {
  const t = useText();
  const { meta } = demo;
  const { options } = meta;
  const active = useHashIs(meta.id);
  const [showCode, setShowCode] = useState(options.defaultShowCode ?? false);
  const [editedCode, setEditedCode] = useState<string>();
  const live = useLiveDemo(demo.component, demo.context);
  const demoRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const heading = meta.asset.title ?? title;
  const descriptionHtml = meta.asset.description;
  const locale = useLocale();
  // The standalone page speaks the page's language, which is not the default one's.
  const localeQuery = locale.id === siteData.locales[0]?.id ? '' : `?locale=${locale.id}`;
  const demoUrl = options.demoUrl ?? `${import.meta.env.BASE_URL}~demos/${meta.id}${localeQuery}`;

  if (options.inline) {
    return (
      <div id={meta.id} className="de-previewer-inline">
        <LiveDemoView live={live} />
        {live.error && <DemoError error={live.error} />}
      </div>
    );
  }

  // A framed demo runs in its own page, which recompiles what it is sent.
  const sendToFrame = (code: string) => {
    const entry = meta.files[0]?.name;
    if (entry)
      frameRef.current?.contentWindow?.postMessage(
        liveSourceMessage(entry, code),
        window.location.origin,
      );
  };
  const edit = (code: string) => {
    setEditedCode(code);
    if (options.iframe) sendToFrame(code);
    else live.setCode(code);
  };

  return (
    <section
      id={meta.id}
      className="de-previewer"
      data-active={active || undefined}
      aria-label={heading ?? meta.id}
    >
      <div
        ref={demoRef}
        className="de-previewer-demo"
        data-compact={options.compact || undefined}
        data-transform={options.transform || undefined}
        data-iframe={options.iframe ? true : undefined}
        style={options.background ? { background: options.background } : undefined}
      >
        {options.iframe ? (
          <iframe
            ref={frameRef}
            className="de-previewer-frame"
            src={demoUrl}
            title={heading ?? meta.id}
            style={typeof options.iframe === 'number' ? { height: options.iframe } : undefined}
          />
        ) : (
          <LiveDemoView live={live} />
        )}
      </div>
      {live.error && <DemoError error={live.error} />}
      <div className="de-previewer-meta">
        {(heading || options.debug) && (
          <p className="de-previewer-title">
            {heading && <a href={`#${meta.id}`}>{heading}</a>}
            {options.debug && (
              <span className="de-previewer-debug">{t('previewer.demo.debug')}</span>
            )}
          </p>
        )}
        {descriptionHtml ? (
          <div
            className="de-previewer-description"
            dangerouslySetInnerHTML={{ __html: descriptionHtml }}
          />
        ) : (
          description && <p className="de-previewer-description">{description}</p>
        )}
        <PreviewerActions
          demo={demo}
          demoUrl={demoUrl}
          editedCode={editedCode}
          demoRef={demoRef}
          showCode={showCode}
          onToggleCode={() => setShowCode(!showCode)}
        />
      </div>
      {showCode && (
        <LazyCodePanel
          demo={demo}
          editedCode={editedCode}
          onEdit={edit}
          onReset={(builtCode) => {
            setEditedCode(undefined);
            if (options.iframe) sendToFrame(builtCode);
            else live.reset();
          }}
        />
      )}
    </section>
  );
}

/**
 * The demo box of `<code src>`: the live demo, its title and description, actions and code. Each
 * box hydrates on its own: a click on a demo makes React hydrate that box first, without the
 * rest of the page's content.
 */
export default function Previewer(props: PreviewerProps) {
  return (
    <HydrationBoundary>
      <DemoOrMissing {...props} />
    </HydrationBoundary>
  );
}

function DemoOrMissing({ id, title, description }: PreviewerProps) {
  const t = useText();
  const demo = useDemo(id);
  if (!demo) {
    return (
      <div id={id} className="de-previewer de-previewer-missing" role="alert">
        {t('previewer.demo.not.found')} ({id})
      </div>
    );
  }
  return <DemoBox demo={demo} title={title} description={description} />;
}
