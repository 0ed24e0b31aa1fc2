import {
  BookOpen,
  Briefcase,
  Car,
  Coffee,
  Dumbbell,
  Gem,
  type LucideIcon,
  Palette,
  Puzzle,
  Shirt,
  Smartphone,
  Sofa,
  Sparkles,
  Tag,
} from 'lucide-react';

/** An icon for each of the twelve marketplace categories (spec 000); a tag for any other. */
const ICONS: Record<string, LucideIcon> = {
  Electronics: Smartphone,
  'Fashion & Apparel': Shirt,
  'Home & Garden': Sofa,
  'Sports & Outdoors': Dumbbell,
  'Books & Media': BookOpen,
  'Health & Beauty': Sparkles,
  'Toys & Games': Puzzle,
  Automotive: Car,
  'Jewelry & Accessories': Gem,
  'Art & Crafts': Palette,
  'Food & Beverages': Coffee,
  'Office Supplies': Briefcase,
};

export function categoryIcon(name: string): LucideIcon {
  return ICONS[name] ?? Tag;
}
