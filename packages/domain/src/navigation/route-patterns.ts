/**
 * The file the web build writes beside index.html: for each URL pattern, the built files its page loads besides the
 * entry. The server preloads them from the page of a first load; the router, after a navigation.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** A react-router pattern (`/users/:uid`) as a regular expression: a parameter is one segment, the case is free. */
function patternExpression(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

/** A URL pattern with what is known of its pages (the built files they load, for `route-preloads.json`). */
export interface PatternMatch<Value> {
  pattern: string;
  value: Value;
}

/**
 * Finds the pattern a path belongs to among react-router patterns (`/mon-suivi/messages`, `/users/:uid`), static ones
 * first: /mon-compte/mon-profil is that page, not a parameter's value. Undefined for a path no pattern matches.
 */
export function routePatternMatcher<Value>(
  entries: Iterable<readonly [string, Value]>,
): (path: string) => PatternMatch<Value> | undefined {
  const routes = [...entries]
    .sort(([a], [b]) => Number(a.includes(':')) - Number(b.includes(':')))
    .map(([pattern, value]) => ({ pattern, value, expression: patternExpression(pattern) }));
  return (path) => {
    const route = routes.find(({ expression }) => expression.test(path));
    return route && { pattern: route.pattern, value: route.value };
  };
}
