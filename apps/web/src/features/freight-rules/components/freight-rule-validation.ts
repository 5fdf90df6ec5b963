import { onlyDigits } from '@despacho/domain';
import type { FormValidateInput } from '@mantine/form';
import { type FreightRuleValues, hasValue, isPercentType, padCep, type RouteValues } from './freight-rule-values';

/** The route a list rule is checking, from its path ('routes.2.zip_up'). */
const routeAt = (values: FreightRuleValues, path: string): RouteValues => values.routes[Number(path.split('.')[1])];
const blank = (value: number | string) => value === '' || value === null;
const cepError = (text: string) => (onlyDigits(text).length === 0 ? 'Digite um CEP válido.' : null);

/** Spec §5 (freight rule form) plus the checks the API makes, so most mistakes never leave the page. */
export const freightRuleValidation: FormValidateInput<FreightRuleValues> = {
  name: (v) =>
    !v.trim() ? 'Digite um nome para essa regra' : v.trim().length > 50 ? 'Deve ter no máximo 50 caracteres' : null,
  start_at: (v) => (v ? null : 'Coloque uma data de início de vigência dessa regra'),
  end_at: (v, values) =>
    v && values.start_at && v < values.start_at ? 'A data final deve ser igual ou posterior à data de início.' : null,
  routes: {
    zip_from: cepError,
    zip_up: (v, values, path) => {
      const route = routeAt(values, path);
      return (
        cepError(v) ??
        (padCep(route.zip_from) > padCep(v) ? 'O CEP final deve ser maior ou igual ao CEP inicial.' : null)
      );
    },
    value: (v, values, path) => {
      const route = routeAt(values, path);
      if (!hasValue(route.rule_type)) return null;
      if (blank(v) || Number(v) < 0) return 'Informe um valor maior ou igual a zero.';
      return isPercentType(route.rule_type) && Number(v) > 100 ? 'A porcentagem deve ser de no máximo 100%.' : null;
    },
    min_value: (v, values, path) =>
      routeAt(values, path).cart_min && blank(v) ? 'Informe o valor mínimo do carrinho.' : null,
    max_value: (v, values, path) => {
      const route = routeAt(values, path);
      return route.cart_min && !blank(v) && !blank(route.min_value) && Number(v) < Number(route.min_value)
        ? 'O valor máximo deve ser maior ou igual ao mínimo.'
        : null;
    },
    sku_list: (v, values, path) =>
      routeAt(values, path).apply_only_skus && v.length === 0 ? 'Informe ao menos um SKU.' : null,
    total_volumes: (v, values, path) =>
      routeAt(values, path).apply_only_volumes && (blank(v) || Number(v) < 1)
        ? 'Informe a quantidade de volumes.'
        : null,
  },
};
