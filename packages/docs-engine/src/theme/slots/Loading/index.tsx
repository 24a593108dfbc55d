import { useText } from '../../../client/index.ts';
import './Loading.css';

/** Shown while a page's chunk loads: a skeleton of text lines, and the words for screen readers. */
export default function Loading() {
  const t = useText();
  return (
    <div className="de-loading" role="status" aria-live="polite">
      <span className="de-loading-text">{t('layout.loading')}</span>
      <div className="de-loading-line de-loading-line-indent" />
      <div className="de-loading-line" />
      <div className="de-loading-line" />
      <div className="de-loading-line de-loading-line-short" />
    </div>
  );
}
