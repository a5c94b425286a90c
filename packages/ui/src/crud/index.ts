/**
 * @hm/ui/crud: a list-and-form screen as configuration (`ResourcePage`), and its parts for pages
 * that need their own dialog or layout: the resource form, the combobox over a call, the hospital
 * of a hospital-scoped list. Permissions (`useCanCall`), query options (`resourceQueries`) and
 * writes (`useResourceWrites`) are in @hm/platform. A separate entry (and share key).
 */
export { ResourcePage } from './ResourcePage';
export { PermissionGroupsPage, type PermissionGroupsPageProps, type PermissionGroupsText } from './PermissionGroupsPage';
export { ResourceFormDialog, type ResourceFormDialogProps } from './ResourceFormDialog';
export type { ColumnDef, DialogContext, FieldDef, FilterDef, FormContext, ResourcePageConfig, RowAction, SelectOption } from './config';
export { useResourceForm, pickInput, type ResourceForm, type ResourceFormOptions } from './useResourceForm';
export { EndpointSelect, type EndpointSelectProps } from './EndpointSelect';
export { FieldControl, type FieldControlProps } from './FieldControl';
export { AddressFields, type AddressFieldsProps, type AddressForm } from './AddressFields';
export { resolveHospital } from './hospital-choice';
export { useHospitalFilter, HOSPITAL_PARAM, type HospitalFilter } from './useHospitalFilter';
export { useListParams, type ListParams } from './useListParams';
export { fetchAllRows, saveXlsx, EXPORT_PAGE_SIZE, type SheetCell } from './export-list';
