/** A pouch a visitor keeps in their wishlist: a product or one size of it, as the list shows it. */
export interface WishlistItem {
  id: string;
  name: string;
  text: string;
  image: string;
  link: string;
}
