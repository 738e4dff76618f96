import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as projectAnnotations from './preview';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// How long a play function waits for what the sandbox answers. One story takes about 1 s, but a page's first story in
// the run also waits for the dev server to transform its modules and its language file: 8.6 s for a Tagalog story on
// the CI machine under load. 20 s stays inside the 30 s test timeout, so a hang still fails with Testing Library's
// message (what it looked for) rather than a bare timeout; stories with heavier data (agent reports) ask for longer.
configure({ asyncUtilTimeout: 20_000 });
