import { defaultOpeningHours } from "./business-place";
import { defineSettings, enquiryRetention, setting, settingKinds as kinds } from "./settings-kit";

/**
 * The owner's settings, in the settings screen's order (ADR 028). A field
 * here is everything a new setting needs but its label and hint
 * (`studio.settings.fields.<field>` in both `admin.json`) and the page that
 * shows it (`SiteSettings` carries it): the schema, the screen's control and
 * box, the value a fresh install ships, the sample notice, and the value
 * settings stored before it existed get (`shipped`).
 *
 * The shipped phone numbers and addresses are reserved or placeholder values
 * that reach nobody. City and country are the product's premise (a studio in
 * Baghdad), not a sample to replace; empty fields show nothing.
 */
export const settingsDescription = defineSettings({
  ownerNameAr: setting(kinds.text(80), { group: "name", shipped: "علي حسن", sample: true }),
  ownerNameEn: setting(kinds.text(80), { group: "name", shipped: "Ali Hassan", sample: true, autoComplete: "name" }),
  shortNameAr: setting(kinds.text(40), { group: "name", shipped: "علي", sample: true }),
  shortNameEn: setting(kinds.text(40), { group: "name", shipped: "Ali", sample: true }),
  phone: setting(kinds.phone(), { group: "contact", shipped: "+964 770 000 0000", sample: true, autoComplete: "tel" }),
  whatsapp: setting(kinds.phone(), { group: "contact", shipped: "+964 770 000 0000", sample: true }),
  email: setting(kinds.email(), { group: "contact", shipped: "hello@example.com", sample: true, autoComplete: "email" }),
  // Stored apart: none means the public email, which the shipped value is.
  notifyEmail: setting(kinds.email(), { group: "contact", shipped: "hello@example.com", sample: true, private: true }),
  profiles: setting(kinds.profiles(), {
    group: "profiles",
    shipped: [
      { network: "telegram", url: "https://t.me/example" },
      { network: "facebook", url: "https://www.facebook.com/example" },
      { network: "instagram", url: "https://www.instagram.com/example" },
      { network: "linkedin", url: "https://www.linkedin.com/in/example" },
      { network: "youtube", url: "https://www.youtube.com/@example" },
    ],
    // Tracked link by link (profile-<network>): he replaces them one at a time.
    sample: false,
  }),
  // Arabic and English side by side, as the pages pair them.
  addressStreetAr: setting(kinds.optionalText(160), { group: "address", shipped: "شارع أبي نواس، الكرادة", sample: true }),
  addressStreetEn: setting(kinds.optionalText(160), { group: "address", shipped: "Abu Nuwas Street, Karrada", sample: true }),
  addressCityAr: setting(kinds.text(80), { group: "address", shipped: "بغداد", sample: false }),
  addressCityEn: setting(kinds.text(80), { group: "address", shipped: "Baghdad", sample: false }),
  addressPostalCode: setting(kinds.optionalText(16), { group: "address", shipped: "", sample: false, autoComplete: "postal-code" }),
  addressCountry: setting(kinds.country(), { group: "address", shipped: "IQ", sample: false, autoComplete: "country" }),
  mapLink: setting(kinds.mapLink(), { group: "address", shipped: "", sample: false }),
  geo: setting(kinds.geo(), { group: "address", shipped: "", sample: false }),
  hours: setting(kinds.hours(), { group: "hours", shipped: defaultOpeningHours(), sample: true }),
  enquiryRetentionMonths: setting(kinds.months(), { group: "privacy", shipped: enquiryRetention.default, sample: false }),
});
