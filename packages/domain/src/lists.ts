// Page sizes, request limits and query-string flags of the spec's lists (orders-pickups.md §9,
// settings.md §9, public-account.md §9), shared by the API's query classes and the web app's calls.

/** The orders list offers these page sizes (default 20); the embedded lists of a pickup use 100. */
export const ORDER_PAGE_SIZES = [10, 20, 30, 100, 200] as const;
export type OrderPageSize = (typeof ORDER_PAGE_SIZES)[number];
export const DEFAULT_ORDER_PAGE_SIZE: OrderPageSize = 20;

/** The pickup form's order picker (status 2, no pickup yet): 50, 100 or 200 rows (default 100). */
export const PICKUP_ORDER_PICKER_PAGE_SIZES = [50, 100, 200] as const;
export type PickupOrderPickerPageSize = (typeof PICKUP_ORDER_PICKER_PAGE_SIZES)[number];
export const DEFAULT_PICKUP_ORDER_PICKER_PAGE_SIZE: PickupOrderPickerPageSize = 100;

/** The largest `limit` any list accepts (PageQuery), and what a list answers when none is asked. */
export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 100;

/** A company's short lists fetched whole for a select or a lookup: users, companies, CDs, rules, carriers, tasks. */
export const LOOKUP_LIMIT = 100;

/** Settings lists (freight tables, products, a channel's listings): 5, 10 or 25 rows (default 10). */
export const SETTINGS_PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_SETTINGS_PAGE_SIZE = 10;
/** The shipper's pickup list and the import batches: 10, 20 or 30 rows (default 10). */
export const SHORT_PAGE_SIZES = [10, 20, 30] as const;
export const DEFAULT_SHORT_PAGE_SIZE = 10;

/** A yes/no filter of a query string ('1' yes, '0' no: `no_pickup`, `split_drop_shipping`, `wo`, `v2`…). */
export const QUERY_FLAG = { no: '0', yes: '1' } as const;
export const QUERY_FLAGS = [QUERY_FLAG.no, QUERY_FLAG.yes] as const;
export type QueryFlag = (typeof QUERY_FLAGS)[number];
