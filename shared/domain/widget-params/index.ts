export { parseWidgetParams } from './parse-widget-params';
export { type TrustedWidgetParams, trustWidgetParams, type WidgetTrust } from './trusted-widget-params';
export {
  defaultWidgetParams,
  WIDGET_COLOR_PARAMS,
  type WidgetColorName,
  type WidgetColorParam,
  type WidgetColors,
  type WidgetCustomer,
  type WidgetFlag,
  type WidgetFlags,
  type WidgetIntegration,
  type WidgetLook,
  type WidgetOrder,
  type WidgetParams,
  type WidgetTheme,
} from './widget-params';
