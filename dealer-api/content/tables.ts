import type { Generated } from "kysely";
import type { OfferTag } from "../contract/vehicle";

/**
 * Tables of the content service. SQLite has no boolean or JSON types: flags are 0/1 integers and structured values are
 * JSON text (columns named *_json), so the same layout moves to PostgreSQL unchanged.
 */
export interface ContentTables {
  /** Content-managed pages; slug may contain '/' (e.g. "finance/zero-deposit-finance"). */
  content_pages: {
    slug: string;
    title: string;
    template: string;
    meta_description: string;
    /** JSON array of { slug, data }. */
    fields_json: string;
    /** 1 when the page belongs in sitemap.xml (not header/footer parts or thank-you pages). */
    in_sitemap: number;
    /** YYYY-MM-DD */
    updated_at: string;
  };
  /** Menu entries; a child points at its parent's id. */
  menus: {
    id: number;
    menu: string;
    position: number;
    name: string;
    url: string;
    parent_id: number | null;
  };
  snippets: { slug: string; content: string };
  socials: { site_name: string; url: string; position: number };
  /** The branches, published as dealerships/departments with their opening hours. */
  departments: {
    id: number;
    code: string;
    slug: string;
    name: string;
    line1: string;
    city_town: string;
    postcode: string;
    telephone: string;
    email: string;
    latitude: number;
    longitude: number;
    monday_time_open: string;
    monday_time_closed: string;
    saturday_time_open: string;
    saturday_time_closed: string;
    sunday_time_open: string;
    sunday_time_closed: string;
  };
  forms: {
    id: number;
    title: string;
    terms_html: string;
    terms_label: string;
    /** JSON array of { name, label }. */
    opt_in_json: string;
    opt_in_description: string;
    force_terms: number;
    submit_text: string;
  };
  form_fields: {
    id: number;
    form_id: number;
    position: number;
    name: string;
    type: string;
    label: string;
    placeholder: string;
    required: number;
    /** JSON array of { value, label }. */
    options_json: string;
    hint: string | null;
    autocomplete: string | null;
  };
  /** Enquiries posted through a form (written by the form-submit service). */
  form_submissions: {
    id: Generated<number>;
    form_id: number;
    payload_json: string;
    /** ISO 8601 instant */
    created_at: string;
  };
  blog_categories: { id: number; slug: string; name: string; position: number };
  blog_tags: { id: number; slug: string; name: string };
  blog_posts: {
    id: number;
    slug: string;
    title: string;
    category_id: number;
    author_first_name: string;
    author_last_name: string;
    introduction: string;
    main_image: string;
    main_image_alt: string;
    article: string;
    sticky: number;
    /** ISO 8601 instant; sorts as text. */
    published_at: string;
    /** YYYY-MM-DD */
    updated_at: string;
  };
  blog_post_tags: { post_id: number; tag_id: number };
  /** Offer cards (Popular Offers block, special offers page). */
  offers: {
    id: number;
    slug: string;
    position: number;
    icon: string;
    icon_text: string;
    heading: string;
    text: string;
    link: string;
    btn_text: string;
    image: string;
    vehicle_tag: OfferTag | null;
  };
  /** Vehicle promotions; rules_json says which cars a promotion applies to. */
  promotions: {
    id: number;
    name: string;
    template: string;
    rules_json: string;
    heading: string;
    text: string;
    terms: string;
    link: string;
    /** YYYY-MM-DD or null when open-ended. */
    ends_on: string | null;
    /** A finance offer's terms (contract/content.ts promoFinance) as JSON; null for other promotions. */
    finance_json: string | null;
  };
  packages: {
    id: number;
    slug: string;
    name: string;
    position: number;
    price: number;
    summary: string;
    /** JSON array of { name, years }. */
    items_json: string;
  };
  admin_fees: { customer_type: string; label: string; amount: number; position: number };
  /** The delivery tariff's bands in order of distance (contract/delivery.ts); null: no upper limit. */
  delivery_bands: { position: number; up_to_miles: number | null; price: number };
  delivery_by_arrangement: { area: string };
  redirects: { from_path: string; to_url: string; status: number };
  reviews: {
    id: number;
    name: string;
    town: string;
    rating: number;
    text: string;
    /** YYYY-MM-DD */
    reviewed_on: string;
    department_id: number | null;
  };
}
