import { isColorPreference, siteData, usePrefersColor, useText } from '../../../client/index.ts';
import { COLOR_PREFERENCES } from '../../../shared/constants.ts';
import { COLOR_ICONS } from './colorIcons.tsx';
import './ColorSwitch.css';

/**
 * The colour-mode menu: an icon for the current preference (with its name beside it when
 * `labelled`, as in the phone menu) over a native select, which brings the platform's own
 * keyboard, touch and screen-reader handling for free.
 */
export default function ColorSwitch({ labelled = false }: { labelled?: boolean }) {
  const t = useText();
  const [, preference, setPreference] = usePrefersColor(siteData.themeConfig.prefersColor);
  const Icon = COLOR_ICONS[preference];
  const label = t(`header.color.mode.${preference}`);
  return (
    <span
      className="de-color-switch"
      data-labelled={labelled || undefined}
      title={labelled ? undefined : label}
    >
      <Icon />
      {labelled && (
        <span className="de-color-switch-label" aria-hidden="true">
          {label}
        </span>
      )}
      <select
        className="de-color-switch-select"
        aria-label={label}
        value={preference}
        onChange={(event) => {
          if (isColorPreference(event.target.value)) setPreference(event.target.value);
        }}
      >
        {COLOR_PREFERENCES.map((mode) => (
          <option key={mode} value={mode}>
            {t(`header.color.mode.${mode}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
