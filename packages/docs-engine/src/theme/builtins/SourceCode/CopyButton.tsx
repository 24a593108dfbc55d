import { useText } from '../../../client/index.ts';
import { CheckIcon, CopyIcon } from './codeIcons.tsx';
import { copyText } from './copyText.ts';
import { useCopiedFlag } from './useCopiedFlag.ts';
import './actionButton.css';

/** Copies `code`; shows a check mark, and says 'Copied' to screen readers, for two seconds. */
export default function CopyButton({ code }: { code: string }) {
  const t = useText();
  const [copied, markCopied] = useCopiedFlag();
  const label = copied ? t('sourcecode.copied') : t('sourcecode.copy');
  return (
    <button
      type="button"
      className="de-action"
      data-tooltip={label}
      aria-label={label}
      data-copied={copied || undefined}
      onClick={() => {
        void copyText(code).then((done) => done && markCopied());
      }}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
      <span className="de-visually-hidden" role="status">
        {copied ? t('sourcecode.copied') : ''}
      </span>
    </button>
  );
}
