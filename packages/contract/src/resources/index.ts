export { department } from './department.js';
export { jobTitle } from './job-title.js';
export { position } from './position.js';
export { staff } from './staff.js';
export { hospital } from './hospital.js';
export { project } from './project.js';
export { menu } from './menu.js';
export { appFunction } from './function.js';
