public enum AnchorModelPlaceholder {}
