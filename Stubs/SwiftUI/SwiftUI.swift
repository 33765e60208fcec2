// Linux-only stand-in for Apple's SwiftUI module. A test compiles an iOS app file that imports
// UIKit, SwiftUI and AnchorDSL and uses SwiftUI names unqualified, proving AnchorDSL exports no
// name that clashes with SwiftUI's. Written from Apple's documentation: the SwiftUI framework page
// (developer.apple.com/documentation/swiftui) and the topic pages named above each section below.
// Only SwiftUI's top-level type and protocol names are modelled, most as empty declarations, plus
// the few members that app file uses. Nothing here draws, lays out or updates anything.

// Re-exported because `import SwiftUI` on Apple platforms also brings in Foundation (CGFloat, URL, ...).
@_exported import Foundation

// MARK: - Views and view builders (documentation/swiftui/view-fundamentals)

/// A piece of user interface. As in SwiftUI, the protocol and `body` are main-actor isolated.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Builds views from closures; blocks of up to ten children become a `TupleView`.
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
        TupleView((c0, c1))
    }
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> {
        TupleView((c0, c1, c2))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleView<(C0, C1, C2, C3)> {
        TupleView((c0, c1, c2, c3))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleView<(C0, C1, C2, C3, C4)> {
        TupleView((c0, c1, c2, c3, c4))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleView<(C0, C1, C2, C3, C4, C5)> {
        TupleView((c0, c1, c2, c3, c4, c5))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("primitive view") }
}

/// The view an `if`/`else` or `switch` in a view builder produces.
public struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError("primitive view") }
}

/// A view made of several views, which a view builder produces for a block.
public struct TupleView<T> {
    public var value: T
    public init(_ value: T) { self.value = value }
}
extension TupleView: View {
    public var body: Never { fatalError("primitive view") }
}

/// A view that shows nothing.
public struct EmptyView: Sendable {
    public init() {}
}
extension EmptyView: View {
    public var body: Never { fatalError("primitive view") }
}

/// A view whose type is erased.
public struct AnyView {
    public init<V: View>(_ view: V) {}
    public init<V: View>(erasing view: V) {}
}
extension AnyView: View {
    public var body: Never { fatalError("primitive view") }
}

/// A modifier that turns one view into another.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The content a `ViewModifier` is applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier> {}
extension _ViewModifier_Content: View {
    public var body: Never { fatalError("primitive view") }
}

/// A view with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("primitive view") }
}

/// The modifiers the stub's view-modifier methods apply. Internal: not SwiftUI names.
struct StubModifier: ViewModifier {
    enum Kind {
        case padding(Edge.Set, CGFloat?)
        case paddingInsets(EdgeInsets)
        case font(Font?)
        case foregroundColor(Color?)
        case background(Color)
        case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
        case environment
    }
    let kind: Kind
    func body(content: Content) -> Never { fatalError("primitive modifier") }
}

extension View {
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
    nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        modifier(StubModifier(kind: .paddingInsets(insets)))
    }
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(StubModifier(kind: .padding(edges, length)))
    }
    nonisolated public func padding(_ length: CGFloat) -> some View {
        modifier(StubModifier(kind: .padding(.all, length)))
    }
    nonisolated public func font(_ font: Font?) -> some View {
        modifier(StubModifier(kind: .font(font)))
    }
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        modifier(StubModifier(kind: .foregroundColor(color)))
    }
    nonisolated public func background(_ color: Color) -> some View {
        modifier(StubModifier(kind: .background(color)))
    }
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(StubModifier(kind: .frame(width: width, height: height, alignment: alignment)))
    }
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(StubModifier(kind: .environment))
    }
}

public struct EquatableView {}
public protocol DynamicViewContent {}
public protocol EnvironmentalModifier {}
public struct SubscriptionView {}

// MARK: - Text, images and labels (documentation/swiftui/text-input-and-output, /images)

/// Read-only text.
public struct Text: Equatable, Sendable {
    let content: String
    public init(_ content: String) { self.content = content }
    public init(verbatim content: String) { self.content = content }
}
extension Text: View {
    public var body: Never { fatalError("primitive view") }
}

/// An image; here only its name is kept.
public struct Image: Equatable, Sendable {
    let name: String
    public init(_ name: String) { self.name = name }
    public init(systemName: String) { self.name = systemName }
}
extension Image: View {
    public var body: Never { fatalError("primitive view") }
}

/// A title with an icon.
public struct Label<Title: View, Icon: View> {
    let title: Title
    let icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    public init(_ title: String, systemImage: String) where Title == Text, Icon == Image {
        self.title = Text(title)
        self.icon = Image(systemName: systemImage)
    }
}
extension Label: View {
    public var body: Never { fatalError("primitive view") }
}

/// A single-line editable text field.
public struct TextField<Label: View> {
    let label: Label
    let text: Binding<String>
    public init(_ title: String, text: Binding<String>) where Label == Text {
        self.label = Text(title)
        self.text = text
    }
}
extension TextField: View {
    public var body: Never { fatalError("primitive view") }
}

/// A text field that hides what is typed.
public struct SecureField<Label: View> {
    let label: Label
    let text: Binding<String>
    public init(_ title: String, text: Binding<String>) where Label == Text {
        self.label = Text(title)
        self.text = text
    }
}
extension SecureField: View {
    public var body: Never { fatalError("primitive view") }
}

/// A string literal that SwiftUI looks up in the app's localizations.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringLiteral {
    let key: String
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
}

public struct TextEditor {}
public struct TextFieldLink {}
public struct AsyncImage {}
public enum AsyncImagePhase {}
public struct LabeledContent {}
public final class ImageRenderer {}
public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }
public struct TextSelection {}
public protocol TextSelectability {}
public struct EnabledTextSelectability {}
public struct DisabledTextSelectability {}
public enum TextSelectionAffinity {}
public struct TextInputAutocapitalization {}
public struct TextInputDictationActivation {}
public struct TextInputDictationBehavior {}
public struct TypesettingLanguage {}
public struct WritingToolsBehavior {}
public struct SubmitLabel {}
public struct SubmitTriggers {}
public protocol TextRenderer {}
public protocol TextAttribute {}
public struct TextProxy {}
public struct AttributedTextSelection {}
public enum SymbolRenderingMode {}
public struct SymbolVariants {}
public enum LegibilityWeight { case regular, bold }
public struct RedactionReasons {}

// MARK: - Controls and indicators (documentation/swiftui/controls-and-indicators)

/// A control that runs an action.
public struct Button<Label: View> {
    let label: Label
    let action: () -> Void
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
    public init(_ title: String, action: @escaping () -> Void) where Label == Text {
        self.action = action
        self.label = Text(title)
    }
}
extension Button: View {
    public var body: Never { fatalError("primitive view") }
}

/// A control that switches between on and off.
public struct Toggle<Label: View> {
    let label: Label
    let isOn: Binding<Bool>
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
    public init(_ title: String, isOn: Binding<Bool>) where Label == Text {
        self.isOn = isOn
        self.label = Text(title)
    }
}
extension Toggle: View {
    public var body: Never { fatalError("primitive view") }
}

public struct EditButton {}
public struct PasteButton {}
public struct RenameButton {}
public struct Link {}
public struct ShareLink {}
public struct SharePreview {}
public struct SettingsLink {}
public struct HelpLink {}
public struct Menu {}
public struct Picker {}
public struct DatePicker {}
public struct MultiDatePicker {}
public struct DatePickerComponents {}
public struct ColorPicker {}
public struct Slider {}
public struct SliderTick {}
public struct Stepper {}
public struct ProgressView {}
public struct Gauge {}
public struct ContentUnavailableView {}
public struct SearchUnavailableContent {}
public struct ControlGroup {}
public struct ButtonRole {}
public struct ButtonBorderShape {}
public struct ButtonRepeatBehavior {}
public enum ControlSize: Hashable, CaseIterable, Sendable { case mini, small, regular, large, extraLarge }
public enum ControlActiveState { case key, active, inactive }
public struct DefaultButtonLabel {}
public struct DefaultDateProgressLabel {}
public struct DefaultShareLinkLabel {}
public struct DefaultSettingsLinkLabel {}
public struct DefaultTabLabel {}
public struct DefaultNewDocumentButtonLabel {}
public struct MenuOrder {}
public struct MenuActionDismissBehavior {}
public struct BadgeProminence {}

// MARK: - Styles (documentation/swiftui/view-styles)

public protocol ButtonStyle {}
public struct ButtonStyleConfiguration {}
public protocol PrimitiveButtonStyle {}
public struct PrimitiveButtonStyleConfiguration {}
public struct DefaultButtonStyle {}
public struct BorderedButtonStyle {}
public struct BorderedProminentButtonStyle {}
public struct BorderlessButtonStyle {}
public struct PlainButtonStyle {}
public struct LinkButtonStyle {}
public struct CardButtonStyle {}
public struct AccessoryBarButtonStyle {}
public struct AccessoryBarActionButtonStyle {}
public struct GlassButtonStyle {}
public struct GlassProminentButtonStyle {}
public protocol ToggleStyle {}
public struct ToggleStyleConfiguration {}
public struct DefaultToggleStyle {}
public struct SwitchToggleStyle {}
public struct CheckboxToggleStyle {}
public struct ButtonToggleStyle {}
public protocol PickerStyle {}
public struct DefaultPickerStyle {}
public struct MenuPickerStyle {}
public struct SegmentedPickerStyle {}
public struct WheelPickerStyle {}
public struct InlinePickerStyle {}
public struct RadioGroupPickerStyle {}
public struct PalettePickerStyle {}
public struct PopUpButtonPickerStyle {}
public struct NavigationLinkPickerStyle {}
public protocol DatePickerStyle {}
public struct DefaultDatePickerStyle {}
public struct CompactDatePickerStyle {}
public struct GraphicalDatePickerStyle {}
public struct WheelDatePickerStyle {}
public struct FieldDatePickerStyle {}
public struct StepperFieldDatePickerStyle {}
public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle {}
public struct PlainTextFieldStyle {}
public struct RoundedBorderTextFieldStyle {}
public struct SquareBorderTextFieldStyle {}
public protocol TextEditorStyle {}
public struct TextEditorStyleConfiguration {}
public struct AutomaticTextEditorStyle {}
public struct PlainTextEditorStyle {}
public protocol LabelStyle {}
public struct LabelStyleConfiguration {}
public struct DefaultLabelStyle {}
public struct IconOnlyLabelStyle {}
public struct TitleOnlyLabelStyle {}
public struct TitleAndIconLabelStyle {}
public protocol LabeledContentStyle {}
public struct LabeledContentStyleConfiguration {}
public struct AutomaticLabeledContentStyle {}
public protocol GaugeStyle {}
public struct GaugeStyleConfiguration {}
public struct DefaultGaugeStyle {}
public struct AccessoryCircularGaugeStyle {}
public struct AccessoryCircularCapacityGaugeStyle {}
public struct AccessoryLinearGaugeStyle {}
public struct AccessoryLinearCapacityGaugeStyle {}
public struct LinearCapacityGaugeStyle {}
public protocol ProgressViewStyle {}
public struct ProgressViewStyleConfiguration {}
public struct DefaultProgressViewStyle {}
public struct CircularProgressViewStyle {}
public struct LinearProgressViewStyle {}
public protocol GroupBoxStyle {}
public struct GroupBoxStyleConfiguration {}
public struct DefaultGroupBoxStyle {}
public protocol DisclosureGroupStyle {}
public struct DisclosureGroupStyleConfiguration {}
public struct AutomaticDisclosureGroupStyle {}
public protocol ControlGroupStyle {}
public struct ControlGroupStyleConfiguration {}
public struct AutomaticControlGroupStyle {}
public struct NavigationControlGroupStyle {}
public struct PaletteControlGroupStyle {}
public struct MenuControlGroupStyle {}
public struct CompactMenuControlGroupStyle {}
public protocol MenuStyle {}
public struct MenuStyleConfiguration {}
public struct DefaultMenuStyle {}
public struct BorderlessButtonMenuStyle {}
public struct ButtonMenuStyle {}
public protocol IndexViewStyle {}
public struct PageIndexViewStyle {}

// MARK: - Layout (documentation/swiftui/layout-fundamentals, /layout-adjustments, /custom-layout)

/// Views arranged in a vertical line.
public struct VStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}
extension VStack: View {
    public var body: Never { fatalError("primitive view") }
}

/// Views arranged in a horizontal line.
public struct HStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}
extension HStack: View {
    public var body: Never { fatalError("primitive view") }
}

/// Views laid over one another.
public struct ZStack<Content: View> {
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}
extension ZStack: View {
    public var body: Never { fatalError("primitive view") }
}

/// Flexible empty space.
public struct Spacer: Sendable {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}
extension Spacer: View {
    public var body: Never { fatalError("primitive view") }
}

/// A thin separating line.
public struct Divider: Sendable {
    public init() {}
}
extension Divider: View {
    public var body: Never { fatalError("primitive view") }
}

/// Views grouped without changing their layout.
public struct Group<Content> {
    let content: Content
}
extension Group: View where Content: View {
    public var body: Never { fatalError("primitive view") }
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// Insets for the four edges, in leading/trailing terms.
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// The four edges of a rectangle, in leading/trailing terms.
public enum Edge: Int8, Hashable, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// The horizontal or vertical dimension.
public enum Axis: Int8, Hashable, CaseIterable, Sendable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// A horizontal alignment guide.
public struct HorizontalAlignment: Equatable, Sendable {
    let id: Int
    public static let leading = HorizontalAlignment(id: 0)
    public static let center = HorizontalAlignment(id: 1)
    public static let trailing = HorizontalAlignment(id: 2)
}

/// A vertical alignment guide.
public struct VerticalAlignment: Equatable, Sendable {
    let id: Int
    public static let top = VerticalAlignment(id: 0)
    public static let center = VerticalAlignment(id: 1)
    public static let bottom = VerticalAlignment(id: 2)
    public static let firstTextBaseline = VerticalAlignment(id: 3)
    public static let lastTextBaseline = VerticalAlignment(id: 4)
}

/// A horizontal and a vertical alignment together.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// The direction text and leading/trailing layout run in.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

public protocol Layout {}
public struct AnyLayout {}
public struct HStackLayout {}
public struct VStackLayout {}
public struct ZStackLayout {}
public struct GridLayout {}
public struct LayoutSubview {}
public struct LayoutSubviews {}
public struct LayoutProperties {}
public protocol LayoutValueKey {}
public struct ProposedViewSize {}
public struct ViewSpacing {}
public struct SpacerSizing {}
public struct LazyHStack {}
public struct LazyVStack {}
public struct LazyHGrid {}
public struct LazyVGrid {}
public struct GridItem {}
public struct Grid {}
public struct GridRow {}
public struct GeometryReader {}
public struct GeometryProxy {}
public struct GeometryReader3D {}
public struct GeometryProxy3D {}
public struct ViewThatFits {}
public protocol AlignmentID {}
public struct ViewDimensions {}
public struct ViewDimensions3D {}
public struct DepthAlignment {}
public protocol DepthAlignmentID {}
public struct Alignment3D {}
public enum Edge3D { case top, bottom, leading, trailing, front, back }
public struct EdgeInsets3D {}
public enum HorizontalEdge { case leading, trailing }
public enum VerticalEdge { case top, bottom }
public struct LayoutDirectionBehavior {}
public struct UnitPoint {}
public struct Anchor {}
public enum CoordinateSpace {}
public protocol CoordinateSpaceProtocol {}
public struct NamedCoordinateSpace {}
public struct GlobalCoordinateSpace {}
public struct LocalCoordinateSpace {}
public struct SafeAreaRegions {}
public struct ContentMarginPlacement {}
public struct ContainerBackgroundPlacement {}
public struct Subview {}
public struct SubviewsCollection {}
public struct SubviewsCollectionSlice {}
public struct SectionCollection {}
public struct SectionConfiguration {}
public struct ContainerValues {}
public protocol ContainerValueKey {}
public enum ContentMode { case fit, fill }

// MARK: - Lists, tables, forms and other collections (documentation/swiftui/lists, /tables, /scroll-views)

/// Rows in a scrolling list.
public struct List<SelectionValue: Hashable, Content: View> {
    let content: Content
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }
}
extension List: View {
    public var body: Never { fatalError("primitive view") }
}

/// Grouped controls for entering data.
public struct Form<Content: View> {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}
extension Form: View {
    public var body: Never { fatalError("primitive view") }
}

/// A part of a list or form, with an optional header and footer.
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
}
extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { fatalError("primitive view") }
    public init(@ViewBuilder content: () -> Content) where Parent == EmptyView, Footer == EmptyView {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
    public init(_ title: String, @ViewBuilder content: () -> Content) where Parent == Text, Footer == EmptyView {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

/// Views made from the elements of a collection.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}
extension ForEach: View where Content: View {
    public var body: Never { fatalError("primitive view") }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.data = data
        self.content = content
    }
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
    }
}

/// A scrollable view.
public struct ScrollView<Content: View> {
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}
extension ScrollView: View {
    public var body: Never { fatalError("primitive view") }
}

public protocol TableStyle {}
public struct TableStyleConfiguration {}
public struct AutomaticTableStyle {}
public struct InsetTableStyle {}
public struct BorderedTableStyle {}
public struct Table {}
public struct TableColumn {}
public struct TableRow {}
public struct TableColumnBuilder {}
public struct TableRowBuilder {}
public protocol TableColumnContent {}
public protocol TableRowContent {}
public struct TableColumnForEach {}
public struct TableForEachContent {}
public struct TableHeaderRowContent {}
public struct TableOutlineGroupContent {}
public struct TableColumnCustomization {}
public struct TableColumnCustomizationBehavior {}
public struct TableColumnAlignment {}
public struct EmptyTableRowContent {}
public struct DisclosureTableRow {}
public protocol ListStyle {}
public struct DefaultListStyle {}
public struct PlainListStyle {}
public struct GroupedListStyle {}
public struct InsetListStyle {}
public struct InsetGroupedListStyle {}
public struct SidebarListStyle {}
public struct BorderedListStyle {}
public struct CarouselListStyle {}
public struct EllipticalListStyle {}
public struct ListItemTint {}
public struct ListSectionSpacing {}
public protocol FormStyle {}
public struct FormStyleConfiguration {}
public struct AutomaticFormStyle {}
public struct ColumnsFormStyle {}
public struct GroupedFormStyle {}
public struct GroupBox {}
public struct DisclosureGroup {}
public struct OutlineGroup {}
public struct OutlineSubgroupChildren {}
public struct EditActions {}
public enum EditMode { case inactive, transient, active }
public struct ScrollViewReader {}
public struct ScrollViewProxy {}
public struct ScrollPosition {}
public struct ScrollTarget {}
public protocol ScrollTargetBehavior {}
public struct ScrollTargetBehaviorContext {}
public struct ScrollTargetBehaviorProperties {}
public struct ScrollTargetBehaviorPropertiesContext {}
public struct PagingScrollTargetBehavior {}
public struct ViewAlignedScrollTargetBehavior {}
public struct ScrollGeometry {}
public enum ScrollPhase { case idle, tracking, interacting, decelerating, animating }
public struct ScrollPhaseChangeContext {}
public struct ScrollContentOffsetAdjustmentBehavior {}
public struct ScrollDismissesKeyboardMode {}
public struct ScrollIndicatorVisibility {}
public struct ScrollBounceBehavior {}
public struct ScrollAnchorRole {}
public struct ScrollEdgeEffectStyle {}
public enum ScrollTransitionPhase { case topLeading, identity, bottomTrailing }
public struct ScrollTransitionConfiguration {}
public struct ScrollInputKind {}
public struct ScrollInputBehavior {}
public struct PinnedScrollableViews {}

// MARK: - Navigation and presentation (documentation/swiftui/navigation, /modal-presentations)

/// A stack of views that navigation pushes onto.
public struct NavigationStack<Data, Root: View> {
    let root: Root
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { self.root = root() }
}
extension NavigationStack: View {
    public var body: Never { fatalError("primitive view") }
}

/// A type-erased list of the values a navigation stack shows.
public struct NavigationPath {
    public init() {}
}

public struct NavigationLink {}
public struct NavigationSplitView {}
public struct NavigationSplitViewVisibility {}
public struct NavigationSplitViewColumn {}
public protocol NavigationSplitViewStyle {}
public struct AutomaticNavigationSplitViewStyle {}
public struct BalancedNavigationSplitViewStyle {}
public struct ProminentDetailNavigationSplitViewStyle {}
public struct NavigationView {}
public protocol NavigationViewStyle {}
public struct DefaultNavigationViewStyle {}
public struct StackNavigationViewStyle {}
public struct ColumnNavigationViewStyle {}
public struct DoubleColumnNavigationViewStyle {}
public struct NavigationBarItem {}
public protocol NavigationTransition {}
public struct AutomaticNavigationTransition {}
public struct CrossFadeNavigationTransition {}
public struct ZoomNavigationTransition {}
public protocol MatchedTransitionSourceConfiguration {}
public struct EmptyMatchedTransitionSourceConfiguration {}
public struct TabView {}
public struct Tab {}
public struct TabSection {}
public struct TabRole {}
public protocol TabContent {}
public struct TabContentBuilder {}
public protocol TabViewStyle {}
public struct DefaultTabViewStyle {}
public struct PageTabViewStyle {}
public struct CarouselTabViewStyle {}
public struct VerticalPageTabViewStyle {}
public struct SidebarAdaptableTabViewStyle {}
public struct TabBarOnlyTabViewStyle {}
public struct GroupedTabViewStyle {}
public struct TabViewCustomization {}
public struct TabCustomizationBehavior {}
public struct TabBarPlacement {}
public struct AdaptableTabBarPlacement {}
public struct TabBarMinimizeBehavior {}
public enum TabViewBottomAccessoryPlacement { case inline, expanded }
public struct TabSearchActivation {}
public struct PresentationDetent {}
public protocol CustomPresentationDetent {}
public struct PresentationAdaptation {}
public struct PresentationBackgroundInteraction {}
public struct PresentationContentInteraction {}
public protocol PresentationSizing {}
public struct PresentationSizingContext {}
public struct PresentationSizingRoot {}
public struct AutomaticPresentationSizing {}
public struct FittedPresentationSizing {}
public struct FormPresentationSizing {}
public struct PagePresentationSizing {}
public struct PresentationMode {}
public struct DialogSeverity {}
public struct PopoverAttachmentAnchor {}
public struct Alert {}
public struct ActionSheet {}
public struct ContextMenu {}

// MARK: - Toolbars and search (documentation/swiftui/toolbars, /search)

public struct ToolbarItem {}
public struct ToolbarItemGroup {}
public struct ToolbarItemPlacement {}
public protocol ToolbarContent {}
public protocol CustomizableToolbarContent {}
public struct ToolbarContentBuilder {}
public struct ToolbarPlacement {}
public struct ToolbarRole {}
public struct ToolbarTitleMenu {}
public struct ToolbarTitleDisplayMode {}
public struct ToolbarCustomizationBehavior {}
public struct ToolbarCustomizationOptions {}
public struct ToolbarDefaultItemKind {}
public struct ToolbarLabelStyle {}
public struct ToolbarSpacer {}
public struct DefaultToolbarItem {}
public struct SearchFieldPlacement {}
public struct SearchSuggestionsPlacement {}
public struct SearchScopeActivation {}
public struct SearchPresentationToolbarBehavior {}
public struct SearchToolbarBehavior {}
public struct DismissSearchAction {}

// MARK: - App structure, scenes, windows and documents (documentation/swiftui/app-organization, /scenes, /windows, /documents)

public protocol App {}
public protocol Scene {}
public struct SceneBuilder {}
public struct WindowGroup {}
public struct Window {}
public struct UtilityWindow {}
public struct DocumentGroup {}
public struct DocumentGroupLaunchScene {}
public struct DocumentLaunchView {}
public struct DocumentLaunchGeometryProxy {}
public struct DefaultDocumentGroupLaunchActions {}
public struct NewDocumentButton {}
public struct Settings {}
public struct MenuBarExtra {}
public struct AlertScene {}
public struct WKNotificationScene {}
public struct ImmersiveSpace {}
public protocol ImmersiveSpaceContent {}
public struct ImmersiveSpaceContentBuilder {}
public protocol ImmersionStyle {}
public struct AutomaticImmersionStyle {}
public struct FullImmersionStyle {}
public struct MixedImmersionStyle {}
public struct ProgressiveImmersionStyle {}
public struct ImmersiveContentBrightness {}
public struct SurroundingsEffect {}
public enum ScenePhase: Hashable, Sendable { case background, inactive, active }
public struct ScenePadding {}
public struct BackgroundTask {}
public struct WindowResizability {}
public protocol WindowStyle {}
public struct DefaultWindowStyle {}
public struct HiddenTitleBarWindowStyle {}
public struct TitleBarWindowStyle {}
public struct PlainWindowStyle {}
public struct VolumetricWindowStyle {}
public protocol WindowToolbarStyle {}
public struct DefaultWindowToolbarStyle {}
public struct ExpandedWindowToolbarStyle {}
public struct UnifiedWindowToolbarStyle {}
public struct UnifiedCompactWindowToolbarStyle {}
public struct WindowVisibilityToggle {}
public struct WindowLevel {}
public struct WindowLayoutRoot {}
public struct WindowPlacement {}
public struct WindowPlacementContext {}
public struct WindowProxy {}
public struct WindowManagerRole {}
public struct WindowToolbarFullScreenVisibility {}
public struct WindowInteractionBehavior {}
public struct WindowIdealSize {}
public protocol MenuBarExtraStyle {}
public struct AutomaticMenuBarExtraStyle {}
public struct PullDownMenuBarExtraStyle {}
public struct WindowMenuBarExtraStyle {}
public protocol Commands {}
public struct CommandsBuilder {}
public struct CommandMenu {}
public struct CommandGroup {}
public struct CommandGroupPlacement {}
public struct EmptyCommands {}
public struct SidebarCommands {}
public struct ToolbarCommands {}
public struct TextEditingCommands {}
public struct TextFormattingCommands {}
public struct InspectorCommands {}
public struct ImportFromDevicesCommands {}
public protocol FileDocument {}
public protocol ReferenceFileDocument {}
public struct FileDocumentConfiguration {}
public struct ReferenceFileDocumentConfiguration {}
public struct FileDocumentReadConfiguration {}
public struct FileDocumentWriteConfiguration {}
public struct FileDialogBrowserOptions {}
public struct OpenWindowAction {}
public struct DismissWindowAction {}
public struct PushWindowAction {}
public struct OpenURLAction {}
public struct OpenDocumentAction {}
public struct NewDocumentAction {}
public struct OpenImmersiveSpaceAction {}
public struct DismissImmersiveSpaceAction {}
public struct OpenSettingsAction {}
public struct ImportFromDevicesAction {}
public struct DismissAction {}
public struct RefreshAction {}
public struct RenameAction {}

// MARK: - Model data and environment (documentation/swiftui/model-data, /environment-values)

/// A value and a way to change it, owned elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }
    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

/// A value a view owns; here kept in a box so that writes through a copy are seen.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let storage: Storage

    public init(wrappedValue value: Value) { storage = Storage(value) }
    public init(initialValue value: Value) { storage = Storage(value) }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}
extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// A property that SwiftUI updates before it reads a view's body.
public protocol DynamicProperty {}

/// A key for a custom environment value.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The environment views read from. The stub keeps only its defaults and what is set on a copy.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]
    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var layoutDirection: LayoutDirection = .leftToRight
    public var sizeCategory: ContentSizeCategory = .large
    public var dynamicTypeSize: DynamicTypeSize = .large
    public var horizontalSizeClass: UserInterfaceSizeClass? = nil
    public var verticalSizeClass: UserInterfaceSizeClass? = nil
    public var colorScheme: ColorScheme = .light
}

/// Reads a value from the environment; the stub always reads the default.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

/// The content sizes of Dynamic Type.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
}

/// The Dynamic Type sizes, as SwiftUI names them since iOS 15.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// How much room there is in one dimension.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light, dark
}

public enum ColorSchemeContrast { case standard, increased }
public struct StateObject {}
public struct ObservedObject {}
public struct EnvironmentObject {}
public struct Bindable {}
public struct AppStorage {}
public struct SceneStorage {}
public struct FetchRequest {}
public struct FetchedResults {}
public struct SectionedFetchRequest {}
public struct SectionedFetchResults {}
public struct ScaledMetric {}
public struct Namespace {}
public struct GestureState {}
public struct FocusState {}
public struct FocusedValue {}
public struct FocusedBinding {}
public struct FocusedObject {}
public struct FocusedValues {}
public protocol FocusedValueKey {}
public struct FocusInteractions {}
public struct DefaultFocusEvaluationPriority {}
public struct ResetFocusAction {}
public struct AccessibilityFocusState {}
public protocol PreferenceKey {}
public struct Transaction {}
public protocol TransactionKey {}
public struct UIApplicationDelegateAdaptor {}
public struct NSApplicationDelegateAdaptor {}
public struct WKApplicationDelegateAdaptor {}
public struct WKExtensionDelegateAdaptor {}
public protocol UITraitBridgedEnvironmentKey {}
public struct Visibility {}
public enum Prominence { case standard, increased }
public struct BackgroundProminence {}
public struct AppearanceActiveState {}
public struct MaterialActiveAppearance {}
public struct InterfaceOrientation {}

// MARK: - Drawing, shapes and colors (documentation/swiftui/shapes, /drawing-and-graphics)

/// Anything a shape can be filled or stroked with.
public protocol ShapeStyle: Sendable {}

/// A color; the stub keeps only a name or its components.
public struct Color: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "rgba(\(red), \(green), \(blue), \(opacity))"
    }
    public init(white: Double, opacity: Double = 1) {
        name = "white(\(white), \(opacity))"
    }
    public static let white = Color(name: "white")
    public static let black = Color(name: "black")
    public static let red = Color(name: "red")
    public static let green = Color(name: "green")
    public static let blue = Color(name: "blue")
    public static let gray = Color(name: "gray")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")
    public static let clear = Color(name: "clear")
}
extension Color: View {
    public var body: Never { fatalError("primitive view") }
}
extension Color: ShapeStyle {}

/// A font; the stub keeps only a name and size.
public struct Font: Hashable, Sendable {
    let name: String
    let size: CGFloat?
    init(name: String, size: CGFloat? = nil) {
        self.name = name
        self.size = size
    }
    public static func system(size: CGFloat) -> Font { Font(name: "system", size: size) }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name, size: size) }
    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")
}

public protocol Shape {}
public protocol InsettableShape {}
public protocol ShapeView {}
public protocol RoundedRectangularShape {}
public struct RoundedRectangularShapeCorners {}
public struct FillStyle {}
public struct StrokeStyle {}
public struct FillShapeView {}
public struct StrokeShapeView {}
public struct StrokeBorderShapeView {}
public struct Path {}
public struct Rectangle {}
public struct RoundedRectangle {}
public struct UnevenRoundedRectangle {}
public struct RectangleCornerRadii {}
public struct ConcentricRectangle {}
public struct Circle {}
public struct Ellipse {}
public struct Capsule {}
public struct ContainerRelativeShape {}
public struct AnyShape {}
public struct OffsetShape {}
public struct RotatedShape {}
public struct ScaledShape {}
public struct TransformedShape {}
public enum RoundedCornerStyle { case circular, continuous }
public enum ShapeRole { case fill, stroke, separator }
public struct Canvas {}
public struct GraphicsContext {}
public struct TimelineView {}
public protocol TimelineSchedule {}
public struct AnimationTimelineSchedule {}
public struct EveryMinuteTimelineSchedule {}
public struct ExplicitTimelineSchedule {}
public struct PeriodicTimelineSchedule {}
public struct TimelineViewDefaultContext {}
public enum ColorRenderingMode { case nonLinear, linear, extendedLinear }
public struct ColorMatrix {}
public struct Gradient {}
public struct AnyGradient {}
public struct LinearGradient {}
public struct RadialGradient {}
public struct AngularGradient {}
public struct EllipticalGradient {}
public struct MeshGradient {}
public struct AnyShapeStyle {}
public struct HierarchicalShapeStyle {}
public struct HierarchicalShapeStyleModifier {}
public struct ForegroundStyle {}
public struct BackgroundStyle {}
public struct SeparatorShapeStyle {}
public struct TintShapeStyle {}
public struct SelectionShapeStyle {}
public struct FillShapeStyle {}
public struct PlaceholderTextShapeStyle {}
public struct LinkShapeStyle {}
public struct WindowBackgroundShapeStyle {}
public struct ShadowStyle {}
public struct Material {}
public struct Glass {}
public struct GlassEffectContainer {}
public struct GlassEffectTransition {}
public struct DefaultGlassEffectShape {}
public struct ImagePaint {}
public enum BlendMode {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver
    case destinationOut, plusDarker, plusLighter
}
public struct Shader {}
public struct ShaderFunction {}
public struct ShaderLibrary {}
public struct Angle {}
public struct ProjectionTransform {}
public struct ContentShapeKinds {}
public protocol VisualEffect {}
public struct EmptyVisualEffect {}
public protocol GeometryEffect {}

// MARK: - Animation and transitions (documentation/swiftui/animations)

public struct Animation {}
public protocol Animatable {}
public protocol AnimatableModifier {}
public struct AnimatablePair {}
public struct EmptyAnimatableData {}
public protocol VectorArithmetic {}
public protocol CustomAnimation {}
public struct AnimationContext {}
public struct AnimationState {}
public protocol AnimationStateKey {}
public struct AnimationCompletionCriteria {}
public struct Spring {}
public struct UnitCurve {}
public struct AnyTransition {}
public protocol Transition {}
public enum TransitionPhase { case willAppear, identity, didDisappear }
public struct TransitionProperties {}
public struct ContentTransition {}
public struct IdentityTransition {}
public struct OpacityTransition {}
public struct MoveTransition {}
public struct OffsetTransition {}
public struct PushTransition {}
public struct ScaleTransition {}
public struct SlideTransition {}
public struct BlurReplaceTransition {}
public struct SymbolEffectTransition {}
public struct AsymmetricTransition {}
public struct MatchedGeometryProperties {}
public struct KeyframeAnimator {}
public struct PhaseAnimator {}
public protocol Keyframes {}
public struct KeyframesBuilder {}
public struct KeyframeTrack {}
public protocol KeyframeTrackContent {}
public struct KeyframeTrackContentBuilder {}
public struct KeyframeTimeline {}
public struct LinearKeyframe {}
public struct SpringKeyframe {}
public struct CubicKeyframe {}
public struct MoveKeyframe {}

// MARK: - Gestures and input events (documentation/swiftui/gestures, /input-events)

public protocol Gesture {}
public struct AnyGesture {}
public struct TapGesture {}
public struct SpatialTapGesture {}
public struct LongPressGesture {}
public struct DragGesture {}
public struct MagnifyGesture {}
public struct MagnificationGesture {}
public struct RotateGesture {}
public struct RotationGesture {}
public struct RotateGesture3D {}
public struct SpatialEventGesture {}
public struct SpatialEventCollection {}
public struct WindowDragGesture {}
public struct ExclusiveGesture {}
public struct SimultaneousGesture {}
public struct SequenceGesture {}
public struct GestureStateGesture {}
public struct GestureMask {}
public struct EventModifiers {}
public struct KeyPress {}
public struct KeyEquivalent {}
public struct KeyboardShortcut {}
public enum HoverPhase { case active(CGPoint), ended }
public struct HoverEffect {}
public protocol CustomHoverEffect {}
public struct EmptyHoverEffect {}
public struct HoverEffectGroup {}
public struct PointerStyle {}
public enum MoveCommandDirection { case up, down, left, right }
public struct DigitalCrownEvent {}
public enum DigitalCrownRotationalSensitivity { case low, medium, high }
public struct HandGestureShortcut {}
public struct SensoryFeedback {}
public struct TouchBar {}
public enum TouchBarItemPresence {}
public struct SpringLoadingBehavior {}
public protocol DropDelegate {}
public struct DropInfo {}
public struct DropProposal {}
public enum DropOperation { case cancel, forbidden, copy, move }

// MARK: - Accessibility (documentation/swiftui/accessibility-fundamentals)

public struct AccessibilityActionKind {}
public enum AccessibilityAdjustmentDirection { case increment, decrement }
public struct AccessibilityAttachmentModifier {}
public struct AccessibilityChildBehavior {}
public struct AccessibilityCustomContentKey {}
public struct AccessibilityDirectTouchOptions {}
public enum AccessibilityHeadingLevel { case unspecified, h1, h2, h3, h4, h5, h6 }
public enum AccessibilityLabeledPairRole { case label, content }
public protocol AccessibilityQuickActionStyle {}
public protocol AccessibilityRotorContent {}
public struct AccessibilityRotorContentBuilder {}
public struct AccessibilityRotorEntry {}
public struct AccessibilitySystemRotor {}
public struct AccessibilityTechnologies {}
public struct AccessibilityTextContentType {}
public struct AccessibilityTraits {}
public struct AccessibilityZoomGestureAction {}

// MARK: - Framework integration and previews (documentation/swiftui/framework-integration, /previews-in-xcode)

public protocol UIViewRepresentable {}
public protocol UIViewControllerRepresentable {}
public struct UIViewRepresentableContext {}
public struct UIViewControllerRepresentableContext {}
public protocol UIGestureRecognizerRepresentable {}
public struct UIGestureRecognizerRepresentableContext {}
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {}
public struct UIHostingConfiguration {}
public struct UIHostingControllerSizingOptions {}
public protocol NSViewRepresentable {}
public protocol NSViewControllerRepresentable {}
public struct NSViewRepresentableContext {}
public struct NSViewControllerRepresentableContext {}
public protocol NSGestureRecognizerRepresentable {}
public struct NSGestureRecognizerRepresentableContext {}
public struct NSGestureRecognizerRepresentableCoordinateSpaceConverter {}
public struct NSHostingSizingOptions {}
public struct NSHostingSceneBridgingOptions {}
public protocol WKInterfaceObjectRepresentable {}
public struct WKInterfaceObjectRepresentableContext {}
public protocol PreviewProvider {}
public struct PreviewDevice {}
public enum PreviewPlatform { case iOS, macOS, tvOS, watchOS }
public enum PreviewLayout { case device, sizeThatFits, fixed(width: CGFloat, height: CGFloat) }
public protocol PreviewContext {}
public protocol PreviewContextKey {}
public protocol PreviewModifier {}
public struct PreviewModifierContent {}
