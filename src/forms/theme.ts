import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { withTheme } from '@rjsf/core';
import { FieldTemplate } from './templates/field-template';
import { ObjectFieldTemplate } from './templates/object-field-template';
import { NoButton, SubmitButton } from './templates/buttons';
import {
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  TitleFieldTemplate,
} from './templates/misc-templates';
import { AgreementWidget } from './widgets/agreement-widget';
import { CaptchaWidget } from './widgets/captcha-widget';
import { CheckboxWidget } from './widgets/checkbox-widget';
import { MobileWidget } from './widgets/mobile-widget';
import { PasswordWidget } from './widgets/password-widget';
import { SliderCaptchaWidget } from './widgets/slider-captcha-widget';
import { SmsCodeWidget } from './widgets/sms-code-widget';
import { TextWidget } from './widgets/text-widget';

/** Our widgets by name (`ui:widget`), plus rjsf's default names for strings and booleans pointed at ours. */
export const widgets: RegistryWidgetsType = {
  text: TextWidget,
  TextWidget,
  password: PasswordWidget,
  PasswordWidget,
  checkbox: CheckboxWidget,
  CheckboxWidget,
  mobile: MobileWidget,
  smsCode: SmsCodeWidget,
  captcha: CaptchaWidget,
  sliderCaptcha: SliderCaptchaWidget,
  agreement: AgreementWidget,
};

/** Our templates; the array buttons render nothing (no form here has arrays). */
export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate: TextWidget,
  FieldErrorTemplate,
  FieldHelpTemplate,
  TitleFieldTemplate,
  DescriptionFieldTemplate,
  ButtonTemplates: {
    SubmitButton,
    AddButton: NoButton,
    CopyButton: NoButton,
    MoveDownButton: NoButton,
    MoveUpButton: NoButton,
    RemoveButton: NoButton,
    ClearButton: NoButton,
  },
};

/** rjsf's Form with the project's theme (and no third-party CSS theme). */
export const ThemedForm = withTheme({ widgets, templates });
