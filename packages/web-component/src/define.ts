// Side-effect entry: `import '@fleetkit/web-component/define'` registers both elements.
import { defineFleetElements } from './defineFleetElements';

defineFleetElements();
