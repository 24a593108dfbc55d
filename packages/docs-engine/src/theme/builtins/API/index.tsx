import type { CSSProperties } from 'react';
import { apiRowAnchor } from '../../../shared/apiRowAnchor.ts';
import type { ApiProperty } from '../../../shared/types.ts';
import {
  apiDefinitions,
  apiError,
  apiStatus,
  type TextKey,
  useText,
} from '../../../client/index.ts';
import HydrationBoundary from '../../components/HydrationBoundary.tsx';
import Badge, { type BadgeProps } from '../Badge/index.tsx';
import InlineMarkdown from './InlineMarkdown.tsx';
import TypeText from './TypeText.tsx';
import { splitDefaultValue } from './splitDefaultValue.ts';
import './API.css';

/**
 * From this many rows on, a table is taller than most screens (a row is at least 77 px high): skipped
 * while far from the window, it moves nothing on screen when it is rendered.
 */
const LONG_TABLE_ROWS = 20;

export interface APIProps {
  /** The component whose props are listed: its export name, e.g. 'Drawer'. */
  id?: string;
}

const RELEASE_BADGES: Record<
  NonNullable<ApiProperty['release']>,
  { text: TextKey; type: NonNullable<BadgeProps['type']> }
> = {
  alpha: { text: 'api.component.release.alpha', type: 'warning' },
  beta: { text: 'api.component.release.beta', type: 'info' },
  experimental: { text: 'api.component.release.experimental', type: 'warning' },
  deprecated: { text: 'api.component.release.deprecated', type: 'error' },
};

/**
 * The props table of a component, generated at build time from its TypeScript types. In a narrow
 * column each row becomes a block (name, description, type, default stacked), so nothing scrolls
 * sideways and nothing is cut.
 */
export default function API(props: APIProps) {
  // Dozens of rows: hydrated on their own, a click on a demo above does not wait for them.
  return (
    <HydrationBoundary>
      <ApiTable {...props} />
    </HydrationBoundary>
  );
}

function ApiTable({ id = '' }: APIProps) {
  const t = useText();
  const props: ApiProperty[] | undefined =
    apiStatus === 'ready' ? apiDefinitions[id]?.props : undefined;

  const rows = props?.length ?? 1;
  let message: string | undefined;
  if (apiStatus === 'off') message = t('api.component.unavailable');
  else if (apiStatus === 'resolving') message = t('api.component.loading');
  else if (apiStatus === 'failed') message = apiError;
  else if (!props) message = t('api.component.not.found', { id });

  return (
    // The box takes focus so a keyboard can scroll it in the rare case a cell cannot wrap. A long
    // table is skipped while far from the window, at a height estimated from its rows (API.css).
    <div
      className="de-api"
      role="region"
      aria-label={`${id} API`}
      tabIndex={0}
      data-long={rows >= LONG_TABLE_ROWS ? '' : undefined}
      style={{ '--de-api-rows': rows } as CSSProperties}
    >
      <table>
        <thead>
          <tr>
            <th scope="col">{t('api.component.name')}</th>
            <th scope="col">{t('api.component.description')}</th>
            <th scope="col">{t('api.component.type')}</th>
            <th scope="col">{t('api.component.default')}</th>
          </tr>
        </thead>
        <tbody>
          {message !== undefined ? (
            <tr>
              <td colSpan={4} className="de-api-message">
                {message}
              </td>
            </tr>
          ) : (
            props?.map((prop) => <PropRow key={prop.name} prop={prop} />)
          )}
        </tbody>
      </table>
    </div>
  );
}

function PropRow({ prop }: { prop: ApiProperty }) {
  const t = useText();
  const badge = prop.release && RELEASE_BADGES[prop.release];
  const name = <code>{prop.name}</code>;
  const anchor = apiRowAnchor(prop.name);

  return (
    <tr id={anchor} className="de-api-row">
      <th scope="row" className="de-api-name">
        {prop.release === 'deprecated' ? <s>{name}</s> : name}
        {badge && <Badge type={badge.type}>{t(badge.text)}</Badge>}
        <a
          className="de-api-anchor"
          href={`#${anchor}`}
          aria-label={t('api.component.anchor', { name: prop.name })}
        >
          #
        </a>
      </th>
      <td className="de-api-description">
        {prop.deprecated && (
          <p className="de-api-deprecated">
            <strong>{t('api.component.release.deprecated')}:</strong>{' '}
            <InlineMarkdown text={prop.deprecated} />
          </p>
        )}
        {prop.description ? (
          <InlineMarkdown text={prop.description} />
        ) : (
          !prop.deprecated && <span className="de-api-empty">--</span>
        )}
      </td>
      <td className="de-api-type" data-label={t('api.component.type')}>
        <TypeText type={prop.type} />
      </td>
      <td className="de-api-default" data-label={t('api.component.default')}>
        <DefaultValue prop={prop} />
      </td>
    </tr>
  );
}

function DefaultValue({ prop }: { prop: ApiProperty }) {
  const t = useText();
  if (prop.required) return <span className="de-api-required">{t('api.component.required')}</span>;
  if (prop.default === undefined) return <span className="de-api-empty">--</span>;
  const { code, prose } = splitDefaultValue(prop.default);
  return (
    <>
      {code !== undefined && <code>{code}</code>}
      {code !== undefined && prose !== undefined && ' '}
      {prose !== undefined && (
        <span className="de-api-prose">
          <InlineMarkdown text={prose} />
        </span>
      )}
    </>
  );
}
