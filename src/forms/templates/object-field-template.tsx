import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** The fields in a plain one-column grid, in uiSchema order; no title (the dialog has its own heading). */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="form-grid">{properties.map((property) => property.content)}</div>;
}
