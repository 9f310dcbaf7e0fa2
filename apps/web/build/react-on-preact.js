/**
 * What the production build gives the app and its libraries for `react` and `react-dom` (vite.config.ts aliases them
 * here): Preact's compatibility layer, which runs the same components, hooks, portals, lazy pages and transitions in
 * about 10 KB brotli instead of React's 55 KB (decision 0004). The dev server and the unit tests keep React; the
 * browser journeys run this build.
 */
import { options } from 'preact';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React writes `tabIndex` as the `tabindex` attribute on every element; Preact sets it as a property on HTML elements
 * but as an attribute of that very name on SVG ones, where `tabIndex` makes nothing focusable (the members map's
 * departments). Named `tabindex` on every element, it is set as the attribute, whichever the namespace.
 */
const compatVNode = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props;
  if (typeof vnode.type === 'string' && 'tabIndex' in props) {
    props.tabindex = props.tabIndex;
    delete props.tabIndex;
  }
  compatVNode?.call(options, vnode);
};
