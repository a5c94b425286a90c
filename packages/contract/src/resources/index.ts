import { department } from './department.js';
import { jobTitle } from './job-title.js';
import { position } from './position.js';
import { staff } from './staff.js';
import { hospital } from './hospital.js';
import { project } from './project.js';
import { menu } from './menu.js';
import { appFunction } from './function.js';
import { systemParameter } from './system-parameter.js';
import { permissionGroup } from './permission-group.js';
import { upload } from './upload.js';
import { accountDept } from './account-department.js';
import { benchmark } from './benchmark.js';
import { actionPlan } from './action-plan.js';
import { hospitalGroup } from './hospital-group.js';
import { ahrqDepartment, ahrqJobTitle } from './ahrq-category.js';

export {
  department,
  jobTitle,
  position,
  staff,
  hospital,
  project,
  menu,
  appFunction,
  systemParameter,
  permissionGroup,
  upload,
  accountDept,
  benchmark,
  actionPlan,
  hospitalGroup,
  ahrqDepartment,
  ahrqJobTitle,
};
export { ahrqCategorySets, AHRQ_SYSTEM_ONLY } from './ahrq-category.js';

/** Every resource of the product: what the server's conformance suite walks, so none is forgotten. */
export const RESOURCES = [
  department,
  jobTitle,
  position,
  staff,
  hospital,
  project,
  menu,
  appFunction,
  systemParameter,
  permissionGroup,
  upload,
  accountDept,
  benchmark,
  actionPlan,
  hospitalGroup,
  ahrqDepartment,
  ahrqJobTitle,
] as const;
