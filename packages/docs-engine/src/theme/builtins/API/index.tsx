import type { ApiProperty } from '../../../shared/types.ts';
import { apiDefinitions, apiStatus, type TextKey, useText } from '../../../client/index.ts';
import Badge, { type BadgeProps } from '../Badge/index.tsx';
import './API.css';

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

/** The props table of a component, generated at build time from its TypeScript types. */
export default function API({ id = '' }: APIProps) {
  const t = useText();
  const props: ApiProperty[] | undefined =
    apiStatus === 'ready' ? apiDefinitions[id]?.props : undefined;

  let message: string | undefined;
  if (apiStatus === 'off') message = t('api.component.unavailable');
  else if (apiStatus === 'resolving') message = t('api.component.loading');
  else if (!props) message = t('api.component.not.found', { id });

  return (
    // A wide table scrolls inside this box on a phone; the box takes focus so keyboards can too.
    <div className="de-api" role="region" aria-label={`${id} API`} tabIndex={0}>
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

  return (
    <tr>
      <th scope="row" className="de-api-name">
        {prop.release === 'deprecated' ? <s>{name}</s> : name}
        {badge && (
          <Badge type={badge.type} title={prop.deprecated}>
            {t(badge.text)}
          </Badge>
        )}
      </th>
      <td>{prop.description ?? '--'}</td>
      <td className="de-api-type">
        <code>{prop.type}</code>
      </td>
      <td className="de-api-default">
        {prop.required ? (
          <span className="de-api-required">{t('api.component.required')}</span>
        ) : prop.default !== undefined ? (
          <code>{prop.default}</code>
        ) : (
          '--'
        )}
      </td>
    </tr>
  );
}
