import { useEffect, useState } from 'react';
import {
  documentTitle,
  type LoadedDemo,
  loadDemo,
  useParams,
  useSearchParams,
  useText,
} from '../../client/index.ts';
import DemoError from '../builtins/Previewer/DemoError.tsx';
import LiveDemoView from '../builtins/Previewer/LiveDemoView.tsx';
import { liveSourceOf } from '../builtins/Previewer/liveSourceMessage.ts';
import { useLiveDemo } from '../builtins/Previewer/useLiveDemo.ts';
import Loading from '../slots/Loading/index.tsx';
import './DemoPage.css';

type DemoState =
  { status: 'loading' } | { status: 'missing' } | { status: 'ready'; demo: LoadedDemo };

function useDemoById(id: string): DemoState {
  const [state, setState] = useState<DemoState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void loadDemo(id).then((demo) => {
      if (current) setState(demo ? { status: 'ready', demo } : { status: 'missing' });
    });
    return () => {
      current = false;
    };
  }, [id]);
  return state;
}

/**
 * The demo, recompiled from the source its previewer sends when the page is that previewer's
 * frame (an `iframe` demo being edited).
 */
function StandaloneDemo({ demo }: { demo: LoadedDemo }) {
  const live = useLiveDemo(demo.component, demo.context);
  const { setCode } = live;
  const entry = demo.meta.files[0]?.name;
  useEffect(() => {
    if (!entry) return;
    const onMessage = (event: MessageEvent) => {
      const code = event.origin === window.location.origin && liveSourceOf(event.data, entry);
      if (typeof code === 'string') setCode(code);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [entry, setCode]);
  return (
    <>
      <LiveDemoView live={live} />
      {live.error && <DemoError error={live.error} />}
    </>
  );
}

/**
 * `~demos/:id`: the demo alone, outside the site layout (for a new tab or an iframe). It is never
 * prerendered. `?locale=` sets the document language and `?tab=` is handed to the demo's box as
 * a data attribute, as the original passes both through.
 */
export default function DemoPage() {
  const t = useText();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const locale = search.get('locale');
  const state = useDemoById(id);

  useEffect(() => {
    if (locale) document.documentElement.lang = locale.split('-')[0] ?? locale;
  }, [locale]);

  // The shell the server sent is titled already; the runtime says the same, or that it is missing.
  const title =
    state.status === 'ready'
      ? (state.demo.meta.asset.title ?? state.demo.meta.pageTitle)
      : state.status === 'missing'
        ? t('previewer.demo.not.found')
        : undefined;
  useEffect(() => {
    if (title !== undefined) document.title = documentTitle(title);
  }, [title]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'missing') {
    return (
      <main className="de-demo-page de-demo-page-missing">
        <h1>{t('previewer.demo.not.found')}</h1>
        <p>
          <code>{id}</code>
        </p>
        <a href={import.meta.env.BASE_URL}>{t('notFound.link')}</a>
      </main>
    );
  }
  const { meta } = state.demo;
  return (
    <main
      className="de-demo-page"
      data-demo-id={meta.id}
      data-locale={locale ?? undefined}
      data-tab={search.get('tab') ?? undefined}
      style={meta.options.background ? { background: meta.options.background } : undefined}
    >
      {/* The page is the demo alone; its title is for screen readers and the tab list. */}
      <h1 className="de-visually-hidden">{meta.asset.title ?? meta.id}</h1>
      <StandaloneDemo demo={state.demo} />
    </main>
  );
}
