// `npm run lint`'s import check (.dependency-cruiser.mjs): silent when every import runs the right way, the
// violations otherwise.
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const options = await extractDepcruiseOptions('./.dependency-cruiser.mjs');
const result = await cruise(['apps', 'packages'], { ...options, outputType: 'err' }, undefined, {
  tsConfig: extractTSConfig('./tsconfig.base.json'),
});
if (result.exitCode !== 0) {
  process.stdout.write(result.output);
  process.exitCode = 1;
}
