// Every resource of the product, each named once: index.ts exports them and lists them as RESOURCES.
export { department } from './department.js';
export { jobTitle } from './job-title.js';
export { position } from './position.js';
export { staff } from './staff.js';
export { hospital } from './hospital.js';
export { project } from './project.js';
export { menu } from './menu.js';
export { appFunction } from './function.js';
export { systemParameter } from './system-parameter.js';
export { permissionGroup } from './permission-group.js';
export { upload } from './upload.js';
export { accountDept } from './account-department.js';
export { benchmark } from './benchmark.js';
export { actionPlan } from './action-plan.js';
export { hospitalGroup } from './hospital-group.js';
export { ahrqDepartment, ahrqJobTitle } from './ahrq-category.js';
export { part, question, answer, composite } from './survey-structure.js';
