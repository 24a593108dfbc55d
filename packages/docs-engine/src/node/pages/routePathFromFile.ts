import { BuildError } from '../../shared/BuildError.ts';
import { kebabCase } from './kebabCase.ts';

const URL_SAFE = /^[a-z0-9-]+$/;

/**
 * The route path of a page, from its file path relative to the docs folder:
 * `index.md` → `/`, `demo/getContainer.md` → `/demo/get-container`, `guide/index.md` → `/guide`.
 * `displayFile` is the path shown in errors.
 */
export function routePathFromFile(relativeFile: string, displayFile = relativeFile): string {
  const segments = relativeFile.replace(/\.md$/, '').split('/');
  if (segments.at(-1) === 'index') segments.pop();
  const kebab = segments.map(kebabCase);
  for (const segment of kebab) {
    if (!URL_SAFE.test(segment)) {
      throw new BuildError(
        'INVALID_ROUTE',
        displayFile,
        `"${segment}" cannot be part of a URL: rename the file or folder with only letters, digits and dashes`,
      );
    }
  }
  return `/${kebab.join('/')}`;
}
