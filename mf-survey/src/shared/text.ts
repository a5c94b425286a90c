export { pickText } from '@hm/platform';
