import type { AuthoredPost } from "./blog-taxonomy";
import { financePosts } from "./blog-finance";
import { buyingPosts } from "./blog-buying";
import { electricPosts } from "./blog-electric";
import { ownershipPosts } from "./blog-ownership";
import { sellingPosts } from "./blog-selling";

export { blogCategories, blogTags, authors } from "./blog-taxonomy";

export const blogPosts: readonly AuthoredPost[] = [
  ...buyingPosts,
  ...financePosts,
  ...electricPosts,
  ...ownershipPosts,
  ...sellingPosts,
];
