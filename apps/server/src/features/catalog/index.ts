/**
 * The admin's catalog (packages, services and coupons, archived rather than deleted). Published for
 * the checkout: finding a coupon by its code and taking (or giving back) a use of it.
 */
export { CatalogAdminService, sanitizeDescription } from './catalog.service';
export { CouponsAdminService } from './coupons.service';
export { findCheckoutCoupon, giveBackCouponUse, takeCouponUse, type CheckoutCoupon, type CouponUseAnswer } from './coupon-checkout';
export { catalogReferences, type CatalogReferences } from './content-references';
