import { Link, useLocalePath } from '../../../client/index.ts';
import type { PageHero } from '../../../shared/types.ts';
import './Hero.css';

/** The home page's banner: title, tagline and the first things a visitor may want to do. */
export default function Hero({ hero }: { hero: PageHero }) {
  const localePath = useLocalePath();
  return (
    <section className="de-hero" aria-labelledby="de-hero-title">
      {hero.title && (
        <h1 id="de-hero-title" className="de-hero-title">
          {hero.title}
        </h1>
      )}
      {hero.description && <p className="de-hero-description">{hero.description}</p>}
      {hero.actions?.length ? (
        <div className="de-hero-actions">
          {hero.actions.map((action, index) => (
            <Link
              key={action.link}
              to={localePath(action.link)}
              className={`de-button ${index === 0 ? 'de-button-brand' : 'de-button-alt'}`}
            >
              {action.text}
            </Link>
          ))}
        </div>
      ) : null}
    </section>
  );
}
