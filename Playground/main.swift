import AnchorDSL
print("tour")
